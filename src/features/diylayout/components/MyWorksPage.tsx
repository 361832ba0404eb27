import { Alert, Box, Button, Container, Grid, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DocThumbnail } from '../../../components/doc-thumbnail/DocThumbnail';
import { useLocale } from '../../../i18n';
import { useLiveQuery } from '../../../lib/offline/hooks/use-live-query';
import { useOfflineUser } from '../../../lib/offline/hooks/use-offline-user';
import { boardHref, fittingRoomHref } from '../../../shared/catalogue/links';
import { WORK_TYPES, decodeDoc, readDoc, type WorkType } from '../../../shared/design-doc';
import type { WorkMeta } from '../../../shared/sync/protocol';
import { useCreateWork } from '../hooks/use-create-work';
import { docListHref, editorHref, myWorksHref, previewHref, templateLibraryHref } from '../paths';
import { usePageTitle } from '../../../lib/use-page-title';

const PAGE_SIZE = 24;
const TYPES = Object.values(WORK_TYPES);
/** Looks open in the fitting room (spec §2 /fittingRoom/channel/:channel), not in the layout editor. */

/**
 * /list/diylayout/myWorks/:type/channel/:channel/p/:p? (tabs per work type: 1 layout documents,
 * 2 fitting-room looks, 3 image-tool results) and /list/diylayout/doc/channel/:channel/p/:p? (the
 * layout documents). Read from the member's database on this device, so they list offline too.
 */
export function MyWorksPage({ documentsOnly = false }: { documentsOnly?: boolean }) {
  const { t, locale } = useLocale();
  const params = useParams();
  usePageTitle(t(documentsOnly ? 'diylayout.docList' : 'diylayout.myWorks'));
  const channel = params.channel ?? '20850';
  const type = (documentsOnly ? WORK_TYPES.layout : TYPES.find((value) => value === Number(params.type)) ?? WORK_TYPES.layout) as WorkType;
  const page = Math.max(1, Number(params.p) || 1);
  const user = useOfflineUser();
  const navigate = useNavigate();
  const createWork = useCreateWork();
  const works = useLiveQuery(async () => (user ? (await user.db.works.where('type').equals(type).toArray()).sort((a, b) => b.updatedAt - a.updatedAt) : []), [user, type], []);
  const pages = Math.max(1, Math.ceil(works.length / PAGE_SIZE));
  const href = (n: number) => (documentsOnly ? docListHref(channel, n) : myWorksHref(type, channel, n));
  const time = (ms: number) => new Intl.DateTimeFormat(locale === 'en' ? 'en' : 'zh-CN', { dateStyle: 'short', timeStyle: 'short' }).format(ms);

  return (
    <Container maxW="6xl" py="6">
      <HStack justify="space-between" mb="4" flexWrap="wrap" gap="2">
        <Heading size="lg">{t(documentsOnly ? 'diylayout.docList' : 'diylayout.myWorks')}</Heading>
        <HStack>
          <Button size="sm" variant="outline" asChild>
            <Link to={templateLibraryHref(channel)}>{t('diylayout.templateLibrary')}</Link>
          </Button>
          {type === WORK_TYPES.fittingLook ? (
            <Button size="sm" asChild>
              <Link to={fittingRoomHref(channel)}>{t('diylayout.newLook')}</Link>
            </Button>
          ) : (
            <Button size="sm" disabled={!user} onClick={() => void createWork(t('diylayout.untitled')).then((id) => navigate(editorHref(id)))}>
              {t('diylayout.newBlank')}
            </Button>
          )}
        </HStack>
      </HStack>
      {!documentsOnly && (
        <HStack gap="2" mb="4">
          {TYPES.map((value) => (
            <Button key={value} size="sm" variant={value === type ? 'solid' : 'outline'} asChild>
              <Link to={myWorksHref(value, channel)}>{t(`diylayout.type.${value}`)}</Link>
            </Button>
          ))}
        </HStack>
      )}
      <RefusedUploads />
      {works.length === 0 && <Text color="fg.muted">{t('diylayout.empty')}</Text>}
      <Grid templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' }} gap="4">
        {works.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((work) => (
          <WorkTile key={work.docId} work={work} updated={t('diylayout.updatedAt', { time: time(work.updatedAt) })} onDuplicate={async () => navigate(editorHref(await duplicate(work)))} />
        ))}
      </Grid>
      {pages > 1 && (
        <HStack justify="center" mt="6">
          {Array.from({ length: pages }, (_, index) => (
            <Button key={index} asChild size="xs" variant={index + 1 === page ? 'solid' : 'ghost'}>
              <Link to={href(index + 1)}>{index + 1}</Link>
            </Button>
          ))}
        </HStack>
      )}
    </Container>
  );

  /** A copy of a work from its content on this device (works offline). */
  async function duplicate(work: WorkMeta) {
    const content = await user!.db.docContents.get(work.docId);
    const updates = [content?.server, ...(content?.local ?? [])].filter((update): update is Uint8Array => Boolean(update));
    return createWork(t('diylayout.copyOf', { title: work.title }), readDoc(decodeDoc(...updates)));
  }
}

/** Pictures of the member's works the server refused (the day's budget, say): retried or given up here. */
function RefusedUploads() {
  const { t } = useLocale();
  const user = useOfflineUser();
  const refused = useLiveQuery(async () => (user ? await user.db.uploads.filter((upload) => Boolean(upload.error)).toArray() : []), [user], []);
  if (!user || refused.length === 0) return null;
  const retry = async () => {
    await user.engine.uploads.retryRefused();
    user.scheduler.request('manual');
  };
  return (
    <Alert.Root status="warning" mb="4" data-testid="uploads-refused">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{t('diylayout.uploadsRefused', { count: refused.length, reason: refused[0]!.error! })}</Alert.Description>
        <HStack mt="2">
          <Button size="xs" onClick={() => void retry()}>
            {t('diylayout.retryUploads')}
          </Button>
          <Button size="xs" variant="ghost" onClick={() => void Promise.all(refused.map((upload) => user.engine.uploads.drop(upload.id)))}>
            {t('diylayout.dropUploads')}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}

function WorkTile({ work, updated, onDuplicate }: { work: WorkMeta; updated: string; onDuplicate(): Promise<void> }) {
  const { t } = useLocale();
  const user = useOfflineUser();
  const channel = useParams().channel ?? '20850';
  const [renaming, setRenaming] = useState(false);
  const open =
    work.type === WORK_TYPES.layout
      ? editorHref(work.docId)
      : work.type === WORK_TYPES.fittingLook
        ? fittingRoomHref(channel, work.docId)
        : work.type === WORK_TYPES.ideaBoard
          ? boardHref(work.docId)
          : previewHref(work.type, work.docId);
  return (
    <Stack gap="1" data-testid="work-card">
      <Box asChild borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg.muted" p="2">
        <Link to={open}>
          <DocThumbnail thumbnail={work.thumbnail} label={work.title} />
        </Link>
      </Box>
      {renaming ? (
        <Input
          size="sm"
          autoFocus
          defaultValue={work.title}
          maxLength={60}
          aria-label={t('diylayout.rename')}
          onBlur={(event) => {
            const title = event.target.value.trim();
            if (title && title !== work.title) void user?.store.setWorkMeta(work.docId, { title });
            setRenaming(false);
          }}
          onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
        />
      ) : (
        <Text fontSize="sm" fontWeight="medium" truncate>
          {work.title}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted">{updated}</Text>
      <HStack gap="1" flexWrap="wrap">
        <Button size="2xs" variant="ghost" onClick={() => setRenaming(true)}>
          {t('diylayout.rename')}
        </Button>
        {work.type === WORK_TYPES.layout && (
          <Button size="2xs" variant="ghost" onClick={() => void onDuplicate()}>
            {t('diylayout.duplicate')}
          </Button>
        )}
        <Button size="2xs" variant="ghost" asChild>
          <Link to={previewHref(work.type, work.docId)}>{t('diylayout.preview')}</Link>
        </Button>
        <Button
          size="2xs"
          variant="ghost"
          colorPalette="red"
          onClick={() => {
            if (window.confirm(t('diylayout.confirmDelete', { title: work.title }))) void user?.store.deleteWork(work.docId);
          }}
        >
          {t('diylayout.delete')}
        </Button>
      </HStack>
    </Stack>
  );
}
