import { Box, Button, Flex, HStack, Input, NativeSelect, Spinner, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useLocale } from '../../../i18n';
import { useOfflineUser } from '../../../lib/offline/hooks/use-offline-user';
import { useLiveQuery } from '../../../lib/offline/hooks/use-live-query';
import { PAGE_PRESETS, addElement, addPage, deletePage, setPageProps, type PagePreset } from '../../../shared/design-doc';
import { docCanvasActions, editLocally } from '../../../lib/works/doc-canvas-actions';
import { nodeOf } from '../../../lib/works/node-of';
import { useLayoutDoc } from '../../../lib/works/use-layout-doc';
import { elementOf, panelItemOf, type PanelItem } from '../element-nodes';
import { exportPdfHref } from '../paths';
import { ElementProperties } from './ElementProperties';
import { useFillHeight } from '../../../lib/works/use-fill-height';
import { PageStrip } from './PageStrip';
import { SidePanel } from './SidePanel';
import { VersionsMenu } from './VersionsMenu';
import { usePageTitle } from '../../../lib/use-page-title';

const CanvasEditor = lazy(() => import('../../../components/canvas-editor/CanvasEditor'));
const DEFAULT_CHANNEL = 20850;

/** /detail/diylayoutDoc?id=…: the layout editor of one document (login; works offline once opened). */
export function LayoutEditorPage() {
  const { t } = useLocale();
  const [search] = useSearchParams();
  const docId = search.get('id');
  const channel = Number(search.get('channel')) || DEFAULT_CHANNEL;
  const user = useOfflineUser();
  const { doc, undo, status, snapshot, unsaved, waiting } = useLayoutDoc(user, docId);
  const work = useLiveQuery(async () => (user && docId ? await user.db.works.get(docId) : undefined), [user, docId]);
  usePageTitle(work ? work.title || t('diylayout.untitled') : undefined);
  const [pageId, setPageId] = useState<string | null>(null);
  const [fillRef, fillHeight] = useFillHeight<HTMLDivElement>(status === 'ready');
  const [selected, setSelected] = useState<string[]>([]);
  const page = snapshot.pages.find((candidate) => candidate.id === pageId) ?? snapshot.pages[0];
  useEffect(() => setSelected([]), [page?.id]);

  const edit = (change: () => void) => editLocally(doc, change);
  const nodes = useMemo(() => page?.elements.map(nodeOf) ?? [], [page]);

  if (!docId || status === 'missing') return <Text p="8">{t('diylayout.missing')}</Text>;
  if (!user || status === 'loading' || !page) {
    return (
      <HStack p="8">
        <Spinner size="sm" />
        <Text>{t('diylayout.loading')}</Text>
      </HStack>
    );
  }

  const add = (item: PanelItem, at = { x: page.width / 2, y: page.height / 2 }) => {
    let id = '';
    edit(() => (id = addElement(doc, page.id, elementOf(item, at, page))));
    setSelected([id]);
  };
  const actions = docCanvasActions(doc, undo, page, setSelected, (data, at) => {
    const item = panelItemOf(data);
    if (item) add(item, at);
  });
  const preset = (Object.keys(PAGE_PRESETS) as PagePreset[]).find((key) => PAGE_PRESETS[key].width === page.width && PAGE_PRESETS[key].height === page.height) ?? 'custom';
  const selectedElements = page.elements.filter((element) => selected.includes(element.id));

  return (
    <Flex ref={fillRef} direction="column" height={`${fillHeight}px`} data-testid="layout-editor">
      <HStack px="3" py="2" gap="2" borderBottomWidth="1px" flexWrap="wrap" bg="bg">
        <Input
          size="sm"
          maxW="56"
          aria-label={t('diylayout.rename')}
          defaultValue={work?.title ?? ''}
          key={work?.title}
          onBlur={(event) => {
            const title = event.target.value.trim();
            if (title && title !== work?.title) void user.store.setWorkMeta(docId, { title });
          }}
        />
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t('diylayout.pageSize')}
            value={preset}
            onChange={(event) => {
              const size = PAGE_PRESETS[event.target.value as PagePreset];
              if (size) edit(() => setPageProps(doc, page.id, size));
            }}
          >
            {Object.keys(PAGE_PRESETS).map((key) => (
              <option key={key} value={key}>
                {t(`diylayout.size.${key as PagePreset}`)}
              </option>
            ))}
            <option value="custom">{t('diylayout.size.custom')}</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
        {preset === 'custom' && (
          <>
            <SizeInput label={t('diylayout.width')} value={page.width} onChange={(width) => edit(() => setPageProps(doc, page.id, { width }))} />
            <SizeInput label={t('diylayout.height')} value={page.height} onChange={(height) => edit(() => setPageProps(doc, page.id, { height }))} />
          </>
        )}
        <Button size="xs" variant="outline" onClick={() => undo.undo()}>
          {t('diylayout.undo')}
        </Button>
        <Button size="xs" variant="outline" onClick={() => undo.redo()}>
          {t('diylayout.redo')}
        </Button>
        <ElementProperties doc={doc} pageId={page.id} elements={selectedElements} actions={actions} edit={edit} />
        <Box flex="1" />
        <Text fontSize="xs" color="fg.muted" data-testid="save-state">
          {unsaved ? t('diylayout.saving') : waiting > 0 ? t('diylayout.waiting', { count: waiting }) : t('diylayout.saved')}
        </Text>
        <VersionsMenu docId={docId} doc={doc} user={user} title={work?.title ?? t('diylayout.untitled')} />
        <Button asChild size="xs" colorPalette="loom">
          <RouterLink to={exportPdfHref(docId)}>{t('diylayout.exportPdf')}</RouterLink>
        </Button>
      </HStack>
      <Flex flex="1" minHeight="0">
        <Box width={{ base: '220px', xl: '280px' }} flexShrink={0} borderRightWidth="1px" bg="bg">
          <SidePanel channel={channel} onAdd={(item) => add(item)} />
        </Box>
        <Box flex="1" minWidth="0">
          <Suspense fallback={<Spinner m="8" />}>
            <CanvasEditor
              page={page}
              nodes={nodes}
              selected={selected}
              onSelectionChange={setSelected}
              labels={{ zoomIn: t('diylayout.zoomIn'), zoomOut: t('diylayout.zoomOut'), fit: t('diylayout.fit'), cropHint: t('diylayout.cropHint'), textEdit: t('diylayout.panel.text') }}
              {...actions}
            />
          </Suspense>
        </Box>
      </Flex>
      <PageStrip
        pages={snapshot.pages}
        current={page.id}
        onPick={setPageId}
        onAdd={() => {
          let id = '';
          edit(() => (id = addPage(doc, { width: page.width, height: page.height }, snapshot.pages.indexOf(page) + 1)));
          setPageId(id);
        }}
        onDelete={() => {
          edit(() => deletePage(doc, page.id));
          setPageId(null);
        }}
      />
    </Flex>
  );
}

function SizeInput({ label, value, onChange }: { label: string; value: number; onChange(value: number): void }) {
  return (
    <Input
      size="sm"
      width="20"
      type="number"
      aria-label={label}
      defaultValue={value}
      key={value}
      min={100}
      max={5000}
      onBlur={(event) => {
        const next = Math.round(Number(event.target.value));
        if (next >= 100 && next <= 5000 && next !== value) onChange(next);
      }}
    />
  );
}
