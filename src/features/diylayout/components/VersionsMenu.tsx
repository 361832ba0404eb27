import { Button, Input, Popover, Portal, Stack, Text, HStack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type * as Y from 'yjs';
import { useLocale } from '../../../i18n';
import type { OfflineUser } from '../../../lib/offline';
import { useOnline } from '../../../lib/offline/hooks/use-online';
import { LOCAL_ORIGIN, base64ToBytes, decodeDoc, readDoc, replaceContent } from '../../../shared/design-doc';
import { useCreateWork } from '../hooks/use-create-work';
import { getVersionContent, saveVersion, versionListQuery } from '../api/queries';
import { editorHref } from '../paths';

/**
 * Version history (needs a connection: versions are the server's copies). Saving first syncs the
 * device's edits, so the version holds them. Restoring makes the document equal to the version
 * again as an ordinary edit (it syncs, merges and can be undone); "as a copy" makes a new work.
 */
export function VersionsMenu({ docId, doc, user, title }: { docId: string; doc: Y.Doc; user: OfflineUser; title: string }) {
  const { t } = useLocale();
  const online = useOnline();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createWork = useCreateWork();
  const [name, setName] = useState('');
  const [open, setOpen] = useState(false);
  const versions = useQuery({ ...versionListQuery(docId), enabled: open && online });

  const save = async () => {
    user.scheduler.request('manual');
    await user.scheduler.whenIdle();
    await saveVersion(docId, name.trim() || new Date().toLocaleString());
    setName('');
    await queryClient.invalidateQueries({ queryKey: versionListQuery(docId).queryKey });
  };
  const restore = async (version: number, asCopy: boolean) => {
    const answer = await getVersionContent(docId, version);
    if (!answer) return;
    const content = readDoc(decodeDoc(base64ToBytes(answer.content)));
    if (!asCopy) {
      doc.transact(() => replaceContent(doc, content), LOCAL_ORIGIN);
      return;
    }
    navigate(editorHref(await createWork(t('diylayout.copyOf', { title }), content)));
  };

  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <Button size="xs" variant="outline">
          {t('diylayout.versions')}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="xs">
            <Popover.Body>
              {!online ? (
                <Text fontSize="sm">{t('diylayout.needsNetwork')}</Text>
              ) : (
                <Stack gap="2" fontSize="sm">
                  <HStack>
                    <Input size="xs" placeholder={t('diylayout.versionName')} value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
                    <Button size="xs" onClick={() => void save()}>
                      {t('diylayout.saveVersion')}
                    </Button>
                  </HStack>
                  {versions.data?.list.length === 0 && <Text color="fg.muted">{t('diylayout.noVersions')}</Text>}
                  {versions.data?.list.map((version) => (
                    <Stack key={version.id} gap="0" borderTopWidth="1px" pt="1">
                      <Text fontWeight="medium">{version.name}</Text>
                      <Text color="fg.muted" fontSize="xs">{new Date(version.createdAt).toLocaleString()}</Text>
                      <HStack>
                        <Button size="2xs" variant="outline" onClick={() => void restore(version.id, false)}>
                          {t('diylayout.restore')}
                        </Button>
                        <Button size="2xs" variant="ghost" onClick={() => void restore(version.id, true)}>
                          {t('diylayout.restoreAsCopy')}
                        </Button>
                      </HStack>
                    </Stack>
                  ))}
                </Stack>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
