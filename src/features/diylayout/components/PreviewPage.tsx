import { Box, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useLocale } from '../../../i18n';
import { base64ToBytes, decodeDoc, readDoc } from '../../../shared/design-doc';
import { previewWorkQuery } from '../api/queries';
import { nodeOf } from '../../../lib/works/node-of';
import { useFillHeight } from '../../../lib/works/use-fill-height';
import { PageStrip } from './PageStrip';
import { usePageTitle } from '../../../lib/use-page-title';

const CanvasEditor = lazy(() => import('../../../components/canvas-editor/CanvasEditor'));
const ignore = () => undefined;
const READ_ONLY_ACTIONS = {
  onTransform: ignore,
  onDelete: ignore,
  onDuplicate: ignore,
  onGroup: ignore,
  onUngroup: ignore,
  onLayer: ignore,
  onUndo: ignore,
  onRedo: ignore,
  onTextChange: ignore,
  onDropData: ignore,
};

/** /detail/diylayout/admin/preview/type/:type/id/:id: a work as the server has it, read-only (its owner, or their company's admin). */
export function PreviewPage() {
  const { t } = useLocale();
  const { type = '1', id = '' } = useParams();
  const work = useQuery(previewWorkQuery(id, Number(type) || 1));
  usePageTitle(work.data?.title);
  const content = useMemo(() => (work.data ? readDoc(decodeDoc(base64ToBytes(work.data.content))) : null), [work.data]);
  const [pageId, setPageId] = useState<string | null>(null);
  const [fillRef, fillHeight] = useFillHeight<HTMLDivElement>(Boolean(work.data));
  const [selected, setSelected] = useState<string[]>([]);
  if (work.error) return <Text p="8">{work.error.message}</Text>;
  if (!content || !work.data) return <Spinner m="8" />;
  const page = content.pages.find((candidate) => candidate.id === pageId) ?? content.pages[0];
  return (
    <Flex ref={fillRef} direction="column" height={`${fillHeight}px`} data-testid="layout-preview">
      <HStack px="4" py="2" borderBottomWidth="1px" gap="4">
        <Text fontWeight="semibold">{work.data.title}</Text>
        <Text fontSize="sm" color="fg.muted">{t('diylayout.owner', { name: work.data.owner })}</Text>
        <Text fontSize="sm" color="fg.muted">{t('diylayout.readOnly')}</Text>
      </HStack>
      <Box flex="1" minHeight="0">
        {page && (
          <Suspense fallback={<Spinner m="8" />}>
            <CanvasEditor readOnly page={page} nodes={page.elements.map(nodeOf)} selected={selected} onSelectionChange={setSelected} labels={{ zoomIn: t('diylayout.zoomIn'), zoomOut: t('diylayout.zoomOut'), fit: t('diylayout.fit') }} {...READ_ONLY_ACTIONS} />
          </Suspense>
        )}
      </Box>
      <PageStrip readOnly pages={content.pages} current={page?.id ?? null} onPick={setPageId} onAdd={ignore} onDelete={ignore} />
    </Flex>
  );
}
