import { Box, Button, Grid, Heading, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageStatusView, pageStatusOf } from '../../../components/content';
import { useLocale } from '../../../i18n/use-locale';
import { usePageTitle } from '../../../lib/use-page-title';
import type { Style3dDetail } from '../../../shared/contract/calls/d3d';
import { style3dDetailQuery, style3dListHref } from '../api/queries';
import { hasWebGL, LIGHTING_PRESETS, type LightingPreset } from '../viewer/lighting';
import type { ViewerHandle, ViewerLook } from '../viewer/GarmentViewer';
import { FabricPanel } from './FabricPanel';
import { GarmentGrid } from './parts';

/** three.js, react-three-fiber and the viewer: a chunk of its own, fetched by this page only. */
const GarmentViewer = lazy(() => import('../viewer/GarmentViewer'));

/** No WebGL: the message and the pre-rendered turntable (frames to step through). */
function TurntableFallback({ garment }: { garment: Style3dDetail }) {
  const { t } = useLocale();
  const [frame, setFrame] = useState(0);
  return (
    <Stack gap="3" data-testid="no-webgl">
      <Text role="alert" fontSize="sm" bg="orange.subtle" color="orange.fg" borderRadius="md" px="3" py="2">
        {t('d3d.noWebgl')}
      </Text>
      <Box position="relative" aspectRatio={4 / 5} bg="#F4F2EF" borderRadius="lg" overflow="hidden" maxH="70vh" mx="auto" w="full">
        <Image src={garment.turntable[frame]} alt={`${garment.name} · ${t('d3d.frame', { n: frame + 1 })}`} w="full" h="full" objectFit="contain" data-testid="turntable-frame" />
      </Box>
      <HStack gap="1.5" justify="center" wrap="wrap">
        {garment.turntable.map((src, i) => (
          <Button key={src} size="xs" variant={i === frame ? 'solid' : 'outline'} onClick={() => setFrame(i)} aria-label={t('d3d.frame', { n: i + 1 })}>
            {i + 1}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}

function Viewer({ garment }: { garment: Style3dDetail }) {
  const { t } = useLocale();
  const webgl = useMemo(() => hasWebGL(), []);
  const viewer = useRef<ViewerHandle>(null);
  const [look, setLook] = useState<ViewerLook>({
    colour: garment.color_rgbhex,
    pattern: null,
    patternScale: 3,
    patternRotation: 0,
    fabric: garment.fabric,
    lighting: 'studio',
    turntable: false,
  });
  const [modelReady, setModelReady] = useState(false);
  const [patternReady, setPatternReady] = useState<string | null>(null);
  const [exported, setExported] = useState(0);
  const onModel = useCallback(() => setModelReady(true), []);
  const change = useCallback((patch: Partial<ViewerLook>) => setLook((current) => ({ ...current, ...patch })), []);
  const exportPng = async () => {
    const blob = await viewer.current?.exportPng();
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${garment.name}.png`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setExported((n) => n + 1);
  };
  if (!webgl) return <TurntableFallback garment={garment} />;
  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 360px' }} gap="6">
      <Stack gap="3" minW="0">
        <Box
          position="relative"
          h={{ base: '55vh', xl: '68vh' }}
          minH="360px"
          maxH="820px"
          borderRadius="lg"
          overflow="hidden"
          borderWidth="1px"
          data-testid="garment-viewer"
          data-model-ready={modelReady || undefined}
          data-pattern-ready={patternReady ?? undefined}
        >
          <Suspense fallback={null}>
            <GarmentViewer ref={viewer} model={garment.model} look={look} onModel={onModel} onPattern={setPatternReady} />
          </Suspense>
          {!modelReady && (
            <Text position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" color="fg.muted" fontSize="sm" pointerEvents="none">
              {t('d3d.loading')}
            </Text>
          )}
          <Text position="absolute" bottom="2" left="3" fontSize="xs" color={look.lighting === 'dramatic' ? 'whiteAlpha.700' : 'fg.muted'} pointerEvents="none">
            {t('d3d.hint')}
          </Text>
        </Box>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant={look.turntable ? 'solid' : 'outline'} aria-pressed={look.turntable} onClick={() => change({ turntable: !look.turntable })} data-testid="turntable-toggle">
            {t('d3d.turntable')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => viewer.current?.resetView()}>
            {t('d3d.resetView')}
          </Button>
          <HStack gap="1" role="group" aria-label={t('d3d.lighting')}>
            <Text fontSize="sm" color="fg.muted" mr="1">
              {t('d3d.lighting')}
            </Text>
            {LIGHTING_PRESETS.map((preset: LightingPreset) => (
              <Button key={preset} size="sm" variant={look.lighting === preset ? 'subtle' : 'ghost'} aria-pressed={look.lighting === preset} onClick={() => change({ lighting: preset })} data-testid={`light-${preset}`}>
                {t(`d3d.light.${preset}`)}
              </Button>
            ))}
          </HStack>
          <Button size="sm" colorPalette="loom" ml="auto" onClick={() => void exportPng()} disabled={!modelReady} data-testid="export-png">
            {t('d3d.exportPng')}
          </Button>
        </HStack>
        {exported > 0 && (
          <Text fontSize="xs" color="fg.muted" data-testid="exported" data-count={exported}>
            {t('d3d.exported')}
          </Text>
        )}
      </Stack>
      <FabricPanel look={look} defaultColour={garment.color_rgbhex} onChange={change} />
    </Grid>
  );
}

/** /detail/d3d/channel/:channel/id/:id (login): the garment in the 3D viewer with its fabric panel, and similar garments. */
export function D3dDetailPage() {
  const { t, locale } = useLocale();
  const params = useParams();
  const raw = Number(params.id);
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const query = useQuery({ ...style3dDetailQuery(id ?? 0, locale), enabled: id !== null });
  const garment = query.data;
  usePageTitle(garment?.name ?? t('d3d.title'));
  const channel = Number(params.channel);
  return (
    <Box maxW="8xl" mx="auto" px={{ base: '4', md: '6' }} py="6" data-testid="d3d-detail">
      <Link asChild fontSize="sm" color="fg.muted" mb="4" display="inline-block">
        <RouterLink to={style3dListHref([20850, 20840, 20860].includes(channel) ? channel : null, 1)}>← {t('d3d.back')}</RouterLink>
      </Link>
      <PageStatusView status={id === null ? 4000 : pageStatusOf(query)} error={query.error} onRetry={() => void query.refetch()} skeleton="article">
        {garment && (
          <Stack gap="8">
            <Stack gap="1">
              <Heading as="h1" fontFamily="display" fontSize="2xl" data-testid="garment-name">
                {garment.name}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {t(`d3d.category.${garment.category}`)} · {t(`d3d.fabric.${garment.fabric}`)} · {garment.styles.map((s) => t(`d3d.style.${s}`)).join(' / ')} · {garment.color_name}
              </Text>
              <Text color="fg.muted" fontSize="sm">
                {garment.intro}
              </Text>
            </Stack>
            <Viewer key={garment.id} garment={garment} />
            {garment.similar.length > 0 && (
              <Box>
                <Heading as="h2" fontSize="lg" mb="3">
                  {t('d3d.similar')}
                </Heading>
                <GarmentGrid garments={garment.similar.slice(0, 4)} priority={false} />
              </Box>
            )}
          </Stack>
        )}
      </PageStatusView>
    </Box>
  );
}
