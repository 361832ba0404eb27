import { Button, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useLocale } from '../../i18n/use-locale';
import type { EnlargeScale } from '../../shared/image-tools/enlarge';
import { ESRGAN_SLIM_FILES, TFJS_WASM_FILES } from '../../shared/image-tools/esrgan-assets';
import { LEARNED_CACHE, learnedDownloadBytes, learnedOfflineBytes } from '../../shared/image-tools/learned-cache';
import { largestScale } from '../../shared/image-tools/limits';
import { useOnline } from '../../lib/offline/hooks/use-online';
import { convertPicture, enlargePicture, loadLearnedCode, type EnlargeMethod } from '../../workers/image-tools';
import { ImageWorkspace, type Picture } from './components/ImageWorkspace';
import { ChoiceGroup } from './components/SettingGroup';
import { ToolAccess } from './components/ToolAccess';
import type { JobRunner } from './hooks/use-image-job';
import { baseName } from './lib/names';

const SCALES: EnlargeScale[] = [2, 4];

/**
 * The method a picture starts with, by scale, from `npm run bench -- image` (docs/benchmarks.md):
 * on the photographs and the seed's garment and swatch pictures, pica lanczos3 + unsharp scored
 * higher PSNR than ESRGAN slim at 2× (34.2 vs 33.2 dB on photos, 32.5 vs 31.7 dB on the seed garment)
 * and 4× (28.2 vs 27.8 dB), and ran ~80× faster, so the fast path is the default; AI stays one click away.
 */
export const DEFAULT_METHOD: Record<EnlargeScale, EnlargeMethod> = { 2: 'classic', 4: 'classic' };

const BACKEND_NAMES = { webgl: 'WebGL', wasm: 'WebAssembly', cpu: 'JavaScript' } as const;

/**
 * Whether the learned model for a scale is on this device (kept by the service worker); asked
 * again after each AI run (`runs`), since the first run is what stores it.
 */
function useLearnedCached(scale: EnlargeScale, runs: number): boolean {
  const [cached, setCached] = useState<Record<string, boolean>>({});
  const key = `${scale}:${runs}`;
  useEffect(() => {
    if (typeof caches === 'undefined') return;
    let live = true;
    void caches
      .open(LEARNED_CACHE)
      .then((cache) => cache.match(ESRGAN_SLIM_FILES[scale].modelJson))
      .then(
        (hit) => live && setCached((now) => ({ ...now, [key]: Boolean(hit) })),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [scale, key]);
  return cached[key] === true;
}

/**
 * Keeps the learned path on the device before its first use ("for the fair"): both scales' models,
 * the WebAssembly and the code, fetched through the service worker, which keeps them (LEARNED_CACHE).
 */
async function saveLearnedOffline(): Promise<void> {
  const files = [...Object.values(ESRGAN_SLIM_FILES).flatMap((model) => [model.modelJson, ...Object.values(model.shards)]), TFJS_WASM_FILES['tfjs-backend-wasm-simd.wasm']];
  await Promise.all([
    loadLearnedCode(),
    ...files.map(async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      await response.arrayBuffer();
    }),
  ]);
}

/** /expanderGraph/channel/:channel: HD enlargement 2× or 4× on the device (login; VIP tool). */
export function EnlargePage() {
  const { t } = useLocale();
  const [scale, setScale] = useState<EnlargeScale>(2);
  const [maxScale, setMaxScale] = useState(4);
  const [method, setMethod] = useState<EnlargeMethod>(DEFAULT_METHOD[2]);
  const [methodChosen, setMethodChosen] = useState(false);
  const chooseScale = (next: EnlargeScale) => {
    setScale(next);
    if (!methodChosen) setMethod(DEFAULT_METHOD[next]);
  };
  const chooseMethod = (next: EnlargeMethod) => {
    setMethod(next);
    setMethodChosen(true);
  };
  const [learnedRuns, setLearnedRuns] = useState(0);
  const learnedHere = useLearnedCached(scale, learnedRuns);
  const online = useOnline();
  const [saving, setSaving] = useState<'idle' | 'saving' | 'failed'>('idle');
  const saveOffline = () => {
    setSaving('saving');
    saveLearnedOffline().then(
      () => {
        setSaving('idle');
        setLearnedRuns((runs) => runs + 1);
      },
      () => setSaving('failed'),
    );
  };

  const onPicture = useCallback((picture: Picture) => {
    const largest = largestScale(picture.width, picture.height, SCALES);
    setMaxScale(largest);
    setScale((now) => (largest && now > largest ? (largest as EnlargeScale) : now));
  }, []);

  const runner: JobRunner = async (file, onProgress, signal) => {
    const result = await enlargePicture(file, scale, onProgress, signal, method);
    if (method === 'ai') setLearnedRuns((runs) => runs + 1);
    return {
      url: URL.createObjectURL(result.blob),
      width: result.width,
      height: result.height,
      summary:
        t('imageTools.resultSize', { width: result.width, height: result.height, seconds: (result.ms / 1000).toFixed(1) }) +
        (result.backend ? ` · ESRGAN (${BACKEND_NAMES[result.backend]})` : ''),
      name: `${baseName(file.name)}-${scale}x${method === 'ai' ? '-ai' : ''}`,
      downloads: [
        { label: 'PNG', extension: 'png', make: async () => result.blob },
        { label: 'JPEG', extension: 'jpg', make: () => convertPicture(result.blob, 'image/jpeg') },
        { label: 'WebP', extension: 'webp', make: () => convertPicture(result.blob, 'image/webp') },
      ],
    };
  };

  return (
    <ToolAccess>
      <ImageWorkspace
        title={t('imageTools.enlargeTitle')}
        lead={t('imageTools.enlargeLead')}
        testId="enlarge-tool"
        runner={runner}
        onPicture={onPicture}
        settings={(picture, busy) => (
          <>
            <ChoiceGroup
              label={t('imageTools.scale')}
              value={scale}
              onChange={chooseScale}
              disabled={busy}
              testId="enlarge-scale"
              options={SCALES.map((value) => ({ value, label: `${value}×`, disabled: picture ? value > maxScale : false }))}
            />
            {picture && picture.width > 0 && (
              <Text fontSize="xs" color="fg.muted" data-testid="enlarge-size">
                {picture.width} × {picture.height} → {picture.width * scale} × {picture.height * scale}
                {maxScale > 0 && maxScale < 4 ? ` · ${t('imageTools.maxScale', { scale: maxScale })}` : ''}
              </Text>
            )}
            {picture && picture.width > 0 && maxScale === 0 && (
              <Text fontSize="xs" color="fg.error">
                {t('imageTools.problem.outputTooLarge')}
              </Text>
            )}
            <ChoiceGroup
              label={t('imageTools.method')}
              value={method}
              onChange={chooseMethod}
              disabled={busy}
              testId="enlarge-method"
              options={[
                { value: 'ai', label: t('imageTools.method.ai') },
                { value: 'classic', label: t('imageTools.method.classic') },
              ]}
            />
            {method === 'ai' && (
              <Text fontSize="xs" color="fg.muted" data-testid="enlarge-learned-download">
                {learnedHere ? t('imageTools.learnedReady') : t('imageTools.learnedDownload', { mb: (learnedDownloadBytes(scale) / 1e6).toFixed(1) })}
              </Text>
            )}
            {method === 'ai' && !learnedHere && online && (
              <Button size="xs" variant="outline" alignSelf="start" loading={saving === 'saving'} loadingText={t('imageTools.learnedSaving')} onClick={saveOffline} data-testid="enlarge-learned-save">
                {t('imageTools.learnedSave', { mb: (learnedOfflineBytes() / 1e6).toFixed(1) })}
              </Button>
            )}
            {saving === 'failed' && (
              <Text fontSize="xs" color="fg.error">
                {t('imageTools.learnedSaveFailed')}
              </Text>
            )}
          </>
        )}
      />
    </ToolAccess>
  );
}

export { EnlargePage as Component };
