import { Button, Field, Flex, Input, Link, Stack, Text } from '@chakra-ui/react';
import { CenterDialog } from '../../../components/center-dialog/CenterDialog';
import { Link as RouterLink } from 'react-router-dom';
import { useState } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import { useOfflineUser } from '../../../lib/offline/hooks/use-offline-user';
import { notifyOffline } from '../../../lib/offline/toaster';
import type { InsPostTarget } from '../../../lib/offline/store';
import { INS_GROUP_NAME_MAX } from '../../../shared/sync/protocol';
import { useInsCollect, useInsGroups, type LocalGroup } from '../hooks/use-collects';

function GroupRow({ group, post }: { group: LocalGroup; post: InsPostTarget }) {
  const { t } = useLocale();
  const collect = useInsCollect(group, post);
  return (
    <Button
      justifyContent="space-between"
      variant={collect.on ? 'subtle' : 'outline'}
      aria-pressed={collect.on}
      disabled={collect.working || collect.opening}
      onClick={() => void collect.toggle()}
      data-testid="collect-group"
    >
      <Text truncate>{group.name}</Text>
      <Text color="fg.muted" fontSize="xs">
        {collect.on ? `✓ ${t('ins.collected')}` : group.count}
      </Text>
    </Button>
  );
}

/** The name of a new or renamed group, checked as the server checks it (the spec's messages). */
export function groupNameError(name: string, groups: readonly { groupId: string; name: string }[], t: (key: 'ins.groupNameRequired' | 'ins.groupExists') => string, except?: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return t('ins.groupNameRequired');
  if (groups.some((group) => group.name === trimmed && group.groupId !== except)) return t('ins.groupExists');
  return null;
}

/**
 * Collect a post into one of the user's groups (collect_group), or into a new one. A group that
 * already holds the post shows it, and a click takes it out again. Groups and collects are
 * synced entities: all of it works offline and reaches the server once (insGroup.upsert,
 * insCollect.set ops); a new group gets its server number when it syncs.
 */
export function CollectDialog({ post, open, onClose }: { post: InsPostTarget; open: boolean; onClose: () => void }) {
  const { t } = useLocale();
  const user = useOfflineUser();
  const { groups } = useInsGroups();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const create = async () => {
    const problem = groupNameError(name, groups ?? [], t);
    setError(problem);
    if (problem || !user || working) return;
    setWorking(true);
    try {
      const group = await user.store.saveInsGroup(name.trim());
      await user.store.setInsCollect(group.groupId, post, true);
      setName('');
      notifyOffline('success', t('ins.collectDone', { name: group.name }));
    } catch {
      notifyOffline('error', t('ins.collectFailed'));
    } finally {
      setWorking(false);
    }
  };

  return (
    <CenterDialog open={open} onClose={onClose} testId="collect-dialog" title={t('ins.collectTitle')} closeButton>
      <Stack gap="2">
        {groups?.map((group) => <GroupRow key={group.groupId} group={group} post={post} />)}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <Field.Root invalid={error !== null} pt="2">
            <Flex gap="2" w="full">
              <Input
                size="sm"
                maxLength={INS_GROUP_NAME_MAX}
                value={name}
                onChange={(e) => {
                  setName(e.currentTarget.value);
                  setError(null);
                }}
                placeholder={t('ins.groupName')}
                aria-label={t('ins.newGroup')}
                data-testid="new-group-name"
              />
              <Button size="sm" type="submit" disabled={working} data-testid="new-group-create">
                {t('ins.create')}
              </Button>
            </Flex>
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
        </form>
        <Link asChild fontSize="sm" alignSelf="end">
          <RouterLink to="/ins/collects" data-testid="manage-groups">
            {t('ins.myGroups')} →
          </RouterLink>
        </Link>
      </Stack>
    </CenterDialog>
  );
}
