import { Box, Button, Grid, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { CanvasEditorActions, CanvasNode, LayerMove } from '../../../components/canvas-editor/types';
import { useLocale } from '../../../i18n';
import { useOfflineUser } from '../../../lib/offline/hooks/use-offline-user';
import { usePageTitle } from '../../../lib/use-page-title';
import { FULL_CROP, WORK_TYPES, newId } from '../../../shared/design-doc';
import { FIGURE_PAGE, figureOf, placeIn } from '../figures';
import { lookPng } from '../export-png';
import { useLookStore } from '../hooks/use-look-store';
import { usePainted } from '../hooks/use-painted';
import type { Look, LookGarment, LookPaint } from '../look';
import { FigurePicker, GarmentPanel, garmentOfDrop, type NewGarment } from './GarmentPanel';
import { PaintPanel } from './PaintPanel';

const CanvasEditor = lazy(() => import('../../../components/canvas-editor/CanvasEditor'));
const FIGURE_NODE = 'figure';
const EMPTY: Look = { figure: figureOf(undefined).id, garments: [] };

function moved(garments: LookGarment[], ids: string[], move: LayerMove): LookGarment[] {
  const list = [...garments];
  for (const id of ids) {
    const from = list.findIndex((garment) => garment.id === id);
    if (from < 0) continue;
    const [garment] = list.splice(from, 1);
    const to = { forward: from + 1, backward: from - 1, front: list.length, back: 0 }[move];
    list.splice(Math.max(0, Math.min(list.length, to)), 0, garment!);
  }
  return list;
}

/**
 * /fittingRoom/channel/:channel (login; issue #14 item 5): a figure (body and pose templates),
 * garments as layered cut-outs placed, scaled and stacked on the canvas editor core (drag, pinch),
 * recoloured to a library colour or filled with a library pattern in the fitting worker, saved to
 * my works as a look (type 2, offline first), reopened with ?look=<id>, exported as a PNG.
 */
export function FittingRoomPage() {
  const { t, locale } = useLocale();
  usePageTitle(t('fittingRoom.title'));
  const channel = useParams().channel ?? '20850';
  const [search, setSearch] = useSearchParams();
  const lookId = search.get('look');
  const user = useOfflineUser();
  const store = useLookStore(user, lookId);
  // The look and its undo history (this page's edits only).
  const [{ look }, setState] = useState<{ look: Look; past: Look[]; future: Look[] }>({ look: EMPTY, past: [], future: [] });
  const [selected, setSelected] = useState<string[]>([]);
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const { srcOf, busy } = usePainted(look.garments);

  useEffect(() => {
    if (store.loaded) setState({ look: store.loaded, past: [], future: [] });
  }, [store.loaded]);

  const setLook = (next: (current: Look) => Look) => {
    setState((s) => ({ look: next(s.look), past: [...s.past.slice(-49), s.look], future: [] }));
    setSaveState('idle');
  };
  const editGarments = (edit: (garments: LookGarment[]) => LookGarment[]) => setLook((current) => ({ ...current, garments: edit(current.garments) }));
  const figure = figureOf(look.figure);

  const nodes = useMemo<CanvasNode[]>(
    () => [
      { id: FIGURE_NODE, ...FIGURE_PAGE, x: 0, y: 0, w: FIGURE_PAGE.width, h: FIGURE_PAGE.height, rotation: 0, group: null, locked: true, drawing: { type: 'image', src: figure.src, crop: FULL_CROP } },
      ...look.garments.map((garment) => ({
        id: garment.id,
        x: garment.x,
        y: garment.y,
        w: garment.w,
        h: garment.h,
        rotation: garment.rotation,
        group: null,
        locked: false,
        drawing: { type: 'image' as const, src: srcOf(garment), crop: FULL_CROP },
      })),
    ],
    [look, figure.src, srcOf],
  );
  const chosen = look.garments.filter((garment) => selected.includes(garment.id));

  /** Puts a garment on: in its zone of the figure (or centred where it was dropped); bottoms go under the rest. */
  const wear = (garment: NewGarment, at?: { x: number; y: number }) => {
    const box = placeIn(figure.zones[garment.zone], garment);
    const placed: LookGarment = { id: newId(), src: garment.src, ...box, ...(at ? { x: at.x - box.w / 2, y: at.y - box.h / 2 } : {}), rotation: 0, paint: null };
    editGarments((garments) => (garment.zone === 'bottom' ? [placed, ...garments] : [...garments, placed]));
    setSelected([placed.id]);
  };

  const actions: CanvasEditorActions = {
    onTransform: (changes) =>
      editGarments((garments) => garments.map((garment) => ({ ...garment, ...changes.find((change) => change.id === garment.id) }))),
    onDelete: (ids) => editGarments((garments) => garments.filter((garment) => !ids.includes(garment.id))),
    onDuplicate: (ids) =>
      editGarments((garments) => [...garments, ...garments.filter((garment) => ids.includes(garment.id)).map((garment) => ({ ...garment, id: newId(), x: garment.x + 20, y: garment.y + 20 }))]),
    onGroup: () => undefined,
    onUngroup: () => undefined,
    onLayer: (ids, move) => editGarments((garments) => moved(garments, ids, move)),
    onUndo: () => setState((s) => (s.past.length ? { look: s.past.at(-1)!, past: s.past.slice(0, -1), future: [s.look, ...s.future] } : s)),
    onRedo: () => setState((s) => (s.future.length ? { look: s.future[0]!, past: [...s.past, s.look], future: s.future.slice(1) } : s)),
    onTextChange: () => undefined,
    onDropData: (data, at) => {
      const garment = garmentOfDrop(data);
      if (garment) wear(garment, at);
    },
  };

  const paintSelected = (paint: LookPaint | null) => editGarments((garments) => garments.map((garment) => (selected.includes(garment.id) ? { ...garment, paint } : garment)));

  const save = async () => {
    setSaveState('saving');
    const title = `${t('fittingRoom.untitled')} ${new Intl.DateTimeFormat(locale === 'en' ? 'en' : 'zh-CN', { dateStyle: 'short', timeStyle: 'short' }).format(Date.now())}`;
    const id = await store.save(look, title);
    setSaveState('saved');
    if (id !== lookId) setSearch({ look: id }, { replace: true });
  };
  const exportPng = async () => {
    const png = await lookPng([
      { src: figure.src, x: 0, y: 0, w: FIGURE_PAGE.width, h: FIGURE_PAGE.height, rotation: 0 },
      ...look.garments.map((garment) => ({ ...garment, src: srcOf(garment) })),
    ]);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(png);
    link.download = 'look.png';
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  };

  if (store.status === 'loading' || store.status === 'missing')
    return (
      <HStack p="8" justify="center" gap="3">
        {store.status === 'loading' && <Spinner />}
        <Text>{t(store.status === 'loading' ? 'fittingRoom.loading' : 'fittingRoom.missing')}</Text>
      </HStack>
    );

  return (
    <Stack gap="3" px={{ base: '2', md: '4' }} py="3" data-testid="fitting-room">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Heading size="lg">{t('fittingRoom.title')}</Heading>
        <HStack gap="2" flexWrap="wrap">
          {busy && (
            <HStack gap="1" color="fg.muted" fontSize="sm">
              <Spinner size="xs" />
              <Text>{t('fittingRoom.painting')}</Text>
            </HStack>
          )}
          <Button size="sm" variant="outline" asChild>
            <Link to={`/list/diylayout/myWorks/${WORK_TYPES.fittingLook}/channel/${channel}/p/1`}>{t('fittingRoom.myLooks')}</Link>
          </Button>
          <Button size="sm" variant="outline" onClick={() => void exportPng()} disabled={busy}>
            {t('fittingRoom.export')}
          </Button>
          <Button size="sm" onClick={() => void save()} disabled={!user || saveState === 'saving' || look.garments.length === 0} loading={saveState === 'saving'}>
            {t('fittingRoom.save')}
          </Button>
          {saveState === 'saved' && (
            <Text fontSize="sm" color="fg.success" role="status">
              {t('fittingRoom.saved')}
            </Text>
          )}
        </HStack>
      </HStack>
      <Grid templateColumns={{ base: '1fr', md: '200px minmax(0, 1fr)', xl: '220px minmax(0, 1fr) 280px' }} gap="3" alignItems="start">
        <Stack gap="4" order={{ base: 2, md: 1 }}>
          <FigurePicker value={look.figure} onChange={(id) => setLook((current) => ({ ...current, figure: id }))} />
          <GarmentPanel onWear={(garment) => wear(garment)} />
        </Stack>
        <Box order={{ base: 1, md: 2 }} h={{ base: '70vh', md: 'calc(100dvh - 150px)' }} minH="520px" borderWidth="1px" borderRadius="lg" overflow="hidden" bg="bg.muted" data-testid="fitting-canvas">
          <Suspense fallback={<Spinner m="8" />}>
            <CanvasEditor
              page={{ ...FIGURE_PAGE, background: '#FFFFFF' }}
              nodes={nodes}
              selected={selected}
              onSelectionChange={(ids) => setSelected(ids.filter((id) => id !== FIGURE_NODE))}
              labels={{ zoomIn: t('fittingRoom.zoomIn'), zoomOut: t('fittingRoom.zoomOut'), fit: t('fittingRoom.fit') }}
              {...actions}
            />
          </Suspense>
        </Box>
        <Box order={3} gridColumn={{ md: '1 / -1', xl: 'auto' }}>
          <PaintPanel garments={chosen} onPaint={paintSelected} onRemove={() => actions.onDelete(selected)} />
        </Box>
      </Grid>
    </Stack>
  );
}
