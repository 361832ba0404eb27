import { Box, Button, Flex, HStack, Input, Spinner, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { DocThumbnail } from '../../../components/doc-thumbnail/DocThumbnail';
import { useLocale } from '../../../i18n';
import { useLiveQuery } from '../../../lib/offline/hooks/use-live-query';
import { useOfflineUser } from '../../../lib/offline/hooks/use-offline-user';
import { docCanvasActions, editLocally } from '../../../lib/works/doc-canvas-actions';
import { pin, type PinItem } from '../../../lib/works/idea-boards';
import { nodeOf } from '../../../lib/works/node-of';
import { useFillHeight } from '../../../lib/works/use-fill-height';
import { useLayoutDoc } from '../../../lib/works/use-layout-doc';
import { WORK_TYPES, deleteElements, thumbnailOf } from '../../../shared/design-doc';
import { BOARDS_HREF } from '../paths';
import { ColourPopover, NotePopover } from './AddPopovers';
import { BoardMenu } from './BoardMenu';
import { usePageTitle } from '../../../lib/use-page-title';

const CanvasEditor = lazy(() => import('../../../components/canvas-editor/CanvasEditor'));

/**
 * /cloudThink/:id: one idea board on the canvas editor core: pictures pinned while browsing,
 * colour chips with their codes and sticky notes; move, resize, delete, undo. Saved on the device
 * as it changes and synced through the outbox like a layout document; works offline once opened.
 */
export function BoardPage() {
  const { t } = useLocale();
  const { id: docId = null } = useParams();
  const navigate = useNavigate();
  const user = useOfflineUser();
  const { doc, undo, status, snapshot, unsaved, waiting } = useLayoutDoc(user, docId);
  const work = useLiveQuery(async () => (user && docId ? await user.db.works.get(docId) : undefined), [user, docId]);
  usePageTitle(work ? work.title || t('ideaBoard.newTitle') : t('ideaBoard.myBoards'));
  const [fillRef, fillHeight] = useFillHeight<HTMLDivElement>(status === 'ready');
  const [selected, setSelected] = useState<string[]>([]);
  const page = snapshot.pages[0];
  const nodes = useMemo(() => page?.elements.map(nodeOf) ?? [], [page]);
  const overview = useMemo(() => thumbnailOf(snapshot), [snapshot]);

  if (!docId || status === 'missing' || (work && work.type !== WORK_TYPES.ideaBoard)) return <Text p="8">{t('ideaBoard.missing')}</Text>;
  if (!user || status === 'loading' || !page) {
    return (
      <HStack p="8">
        <Spinner size="sm" />
        <Text>{t('ideaBoard.loading')}</Text>
      </HStack>
    );
  }

  const add = (item: PinItem) => setSelected(pin(doc, item));
  // Nothing is dragged onto a board from outside: pins come from the toolbar and the detail pages.
  const actions = docCanvasActions(doc, undo, page, setSelected, () => undefined);

  return (
    <Flex ref={fillRef} direction="column" height={`${fillHeight}px`} data-testid="idea-board">
      <HStack px="3" py="2" gap="2" borderBottomWidth="1px" flexWrap="wrap" bg="bg">
        <BoardMenu user={user} current={docId} />
        <Input
          size="sm"
          maxW="56"
          maxLength={60}
          aria-label={t('ideaBoard.rename')}
          defaultValue={work?.title ?? ''}
          key={work?.title}
          onBlur={(event) => {
            const title = event.target.value.trim();
            if (title && title !== work?.title) void user.store.setWorkMeta(docId, { title });
          }}
          onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
        />
        <NotePopover onPin={add} />
        <ColourPopover onPin={add} />
        <Button size="xs" variant="outline" disabled={!selected.length} onClick={() => editLocally(doc, () => deleteElements(doc, page.id, selected))}>
          {t('ideaBoard.deleteSelected')}
        </Button>
        <Button size="xs" variant="outline" onClick={() => undo.undo()}>
          {t('ideaBoard.undo')}
        </Button>
        <Button size="xs" variant="outline" onClick={() => undo.redo()}>
          {t('ideaBoard.redo')}
        </Button>
        <Box flex="1" />
        <Text fontSize="xs" color="fg.muted" data-testid="save-state">
          {unsaved ? t('ideaBoard.saving') : waiting > 0 ? t('ideaBoard.waiting', { count: waiting }) : t('ideaBoard.saved')}
        </Text>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          onClick={() => {
            const title = work?.title ?? '';
            if (!window.confirm(t('ideaBoard.confirmDelete', { title }))) return;
            void user.store.deleteWork(docId).then(() => navigate(BOARDS_HREF, { replace: true }));
          }}
        >
          {t('ideaBoard.delete')}
        </Button>
      </HStack>
      <Box flex="1" minHeight="0" position="relative">
        <Suspense fallback={<Spinner m="8" />}>
          <CanvasEditor
            page={page}
            nodes={nodes}
            selected={selected}
            onSelectionChange={setSelected}
            labels={{ zoomIn: t('ideaBoard.zoomIn'), zoomOut: t('ideaBoard.zoomOut'), fit: t('ideaBoard.fit'), cropHint: t('ideaBoard.cropHint'), textEdit: t('ideaBoard.textEdit') }}
            {...actions}
          />
        </Suspense>
        {/* The whole board at a glance: where things are when zoomed in on a corner. */}
        <Box position="absolute" top="3" right="3" width={{ base: '160px', lg: '220px' }} borderWidth="1px" borderRadius="md" overflow="hidden" boxShadow="sm" bg="bg" pointerEvents="none" data-testid="board-overview">
          <DocThumbnail thumbnail={overview} label={t('ideaBoard.overview')} />
        </Box>
      </Box>
    </Flex>
  );
}
