import { Button, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useLocale } from '../../i18n/use-locale';
import type { CutoutStroke } from '../../shared/image-tools/cutout';
import { LEARNED_CACHE, personModelBytes } from '../../shared/image-tools/learned-cache';
import { SELFIE_FILES } from '../../shared/image-tools/selfie-assets';
import { convertPicture, cutOutPicture, type CutoutJobResult, type CutoutMode } from '../../workers/image-tools';
import { ImageWorkspace, type Picture } from './components/ImageWorkspace';
import { ChoiceGroup, RangeSetting } from './components/SettingGroup';
import { StrokeLayer } from './components/StrokeLayer';
import { ToolAccess } from './components/ToolAccess';
import type { JobRunner, ToolDownload } from './hooks/use-image-job';
import { baseName } from './lib/names';

const BRUSHES: CutoutStroke['kind'][] = ['keep', 'remove'];
/** Brush size 1–10 → radius as a fraction of the picture's longest side. */
const radiusOf = (size: number) => size / 200;
const MODES: CutoutMode[] = ['auto', 'classic'];

/**
 * Whether the person model is on this device (kept by the service worker after its first use);
 * asked again after each run (`runs`), since the first run is what stores it.
 */
function usePersonModelCached(runs: number): boolean {
  const [cached, setCached] = useState<Record<number, boolean>>({});
  useEffect(() => {
    if (typeof caches === 'undefined') return;
    let live = true;
    void caches
      .open(LEARNED_CACHE)
      .then((cache) => cache.match(SELFIE_FILES.weights))
      .then(
        (hit) => live && setCached((now) => ({ ...now, [runs]: Boolean(hit) })),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [runs]);
  return cached[runs] === true;
}

/** The result's label for the method that ran (人像模型 / 经典算法). */
const methodKey = (result: CutoutJobResult) =>
  result.method === 'person' ? 'imageTools.cutoutMethod.person' : result.modelUnavailable ? 'imageTools.cutoutMethod.unavailable' : 'imageTools.cutoutMethod.classic';

/**
 * Background removal on the device (VIP tool): /autoCutout/channel/:channel shows the cut-out
 * (transparent PNG, JPEG on white, mask); /autoCutout/forAi shows the mask first, white subject on
 * black, for downstream AI tools. Keep/remove strokes on the picture redo the cut.
 */
function CutoutTool({ output }: { output: 'cutout' | 'mask' }) {
  const { t } = useLocale();
  const [strokes, setStrokes] = useState<CutoutStroke[]>([]);
  const [brush, setBrush] = useState<CutoutStroke['kind']>('keep');
  const [brushSize, setBrushSize] = useState(3);
  const [mode, setMode] = useState<CutoutMode>('auto');
  const [runs, setRuns] = useState(0);
  const modelHere = usePersonModelCached(runs);

  const onPicture = useCallback(() => setStrokes([]), []);

  const runner: JobRunner = async (file, onProgress, signal) => {
    const result = await cutOutPicture(file, strokes, onProgress, signal, mode);
    if (mode === 'auto') setRuns((n) => n + 1);
    const cutout: ToolDownload = { label: t('imageTools.download.cutout'), extension: 'png', make: async () => result.cutout };
    const onWhite: ToolDownload = { label: t('imageTools.download.onWhite'), extension: 'jpg', make: () => convertPicture(result.cutout, 'image/jpeg') };
    const mask: ToolDownload = { label: t('imageTools.download.mask'), extension: 'png', variant: 'mask', make: async () => result.mask };
    return {
      url: URL.createObjectURL(output === 'mask' ? result.mask : result.cutout),
      width: result.width,
      height: result.height,
      summary: [
        t('imageTools.resultSize', { width: result.width, height: result.height, seconds: (result.ms / 1000).toFixed(1) }),
        t('imageTools.resultSubject', { percent: Math.round(result.subjectShare * 100) }),
        t(methodKey(result)),
      ].join(' · '),
      name: `${baseName(file.name)}-cutout`,
      downloads: output === 'mask' ? [mask, cutout, onWhite] : [cutout, onWhite, mask],
    };
  };

  const isMask = output === 'mask';
  return (
    <ToolAccess>
      <ImageWorkspace
        title={t(isMask ? 'imageTools.maskTitle' : 'imageTools.cutoutTitle')}
        lead={t(isMask ? 'imageTools.maskLead' : 'imageTools.cutoutLead')}
        testId={isMask ? 'mask-tool' : 'cutout-tool'}
        runner={runner}
        onPicture={onPicture}
        rerunKey={`${strokes.length}:${mode}`}
        pictureLayer={(picture: Picture) => (
          <StrokeLayer strokes={strokes} brush={brush} radius={radiusOf(brushSize)} width={picture.width} height={picture.height} onStroke={(stroke) => setStrokes((all) => [...all, stroke])} />
        )}
        settings={(picture, busy) => (
          <>
            <ChoiceGroup label={t('imageTools.cutoutMode')} value={mode} onChange={setMode} testId="cutout-mode" options={MODES.map((value) => ({ value, label: t(`imageTools.cutoutMode.${value}`) }))} />
            {mode === 'auto' && (
              <Text fontSize="xs" color="fg.muted" data-testid="cutout-model-download">
                {modelHere ? t('imageTools.personModelReady') : t('imageTools.personModelDownload', { mb: (personModelBytes() / 1e6).toFixed(1) })}
              </Text>
            )}
            <ChoiceGroup label={t('imageTools.brush')} value={brush} onChange={setBrush} testId="cutout-brush" options={BRUSHES.map((value) => ({ value, label: t(`imageTools.brush.${value}`) }))} />
            <RangeSetting label={t('imageTools.brushSize')} value={brushSize} min={1} max={10} onChange={setBrushSize} testId="cutout-brush-size" />
            <Text fontSize="xs" color="fg.muted">
              {t('imageTools.brushHint')}
            </Text>
            {strokes.length > 0 && (
              <Button size="xs" variant="outline" borderRadius="full" alignSelf="start" onClick={() => setStrokes([])} disabled={!picture || busy} data-testid="cutout-clear-strokes">
                {t('imageTools.clearStrokes')} ({strokes.length})
              </Button>
            )}
          </>
        )}
      />
    </ToolAccess>
  );
}

/** /autoCutout/channel/:channel: the cut-out. */
export function CutoutPage() {
  return <CutoutTool output="cutout" />;
}

/** /autoCutout/forAi: the mask for downstream AI tools. */
export function MaskForAiPage() {
  return <CutoutTool output="mask" />;
}
