import { useState } from 'react';
import { useLocale } from '../../i18n/use-locale';
import { VECTOR_PRESETS, type VectorPreset } from '../../shared/image-tools/vector';
import { vectorisePicture } from '../../workers/image-tools';
import { ImageWorkspace } from './components/ImageWorkspace';
import { ChoiceGroup, RangeSetting } from './components/SettingGroup';
import { ToolAccess } from './components/ToolAccess';
import type { JobRunner } from './hooks/use-image-job';
import { baseName } from './lib/names';
import { rasteriseSvg } from './lib/rasterise-svg';

const PRESETS: VectorPreset[] = ['logo', 'print', 'pattern'];

/** /imageToVectorgraph (and ?channel=1): colour tracing to SVG with presets, colour count and smoothing (VIP tool). */
export function VectorPage() {
  const { t } = useLocale();
  const [preset, setPreset] = useState<VectorPreset>('logo');
  const [colours, setColours] = useState(VECTOR_PRESETS.logo.colours);
  const [smoothing, setSmoothing] = useState(VECTOR_PRESETS.logo.smoothing);

  const choosePreset = (value: VectorPreset) => {
    setPreset(value);
    setColours(VECTOR_PRESETS[value].colours);
    setSmoothing(VECTOR_PRESETS[value].smoothing);
  };

  const runner: JobRunner = async (file, onProgress, signal) => {
    const result = await vectorisePicture(file, { preset, colours, smoothing }, onProgress, signal);
    const svg = new Blob([result.svg], { type: 'image/svg+xml' });
    const url = URL.createObjectURL(svg);
    const raster = (type: 'image/png' | 'image/jpeg' | 'image/webp') => () => rasteriseSvg(url, result.width, result.height, type);
    return {
      url,
      width: result.width,
      height: result.height,
      summary: `${t('imageTools.resultPaths', { paths: result.paths, colours: result.colours, kb: Math.ceil(svg.size / 1024) })} · ${(result.ms / 1000).toFixed(1)} s`,
      name: `${baseName(file.name)}-vector`,
      downloads: [
        { label: 'SVG', extension: 'svg', make: async () => svg },
        { label: 'PNG', extension: 'png', make: raster('image/png') },
        { label: 'JPEG', extension: 'jpg', make: raster('image/jpeg') },
        { label: 'WebP', extension: 'webp', make: raster('image/webp') },
      ],
    };
  };

  return (
    <ToolAccess>
      <ImageWorkspace
        title={t('imageTools.vectorTitle')}
        lead={t('imageTools.vectorLead')}
        testId="vector-tool"
        runner={runner}
        settings={(_, busy) => (
          <>
            <ChoiceGroup label={t('imageTools.preset')} value={preset} onChange={choosePreset} disabled={busy} testId="vector-preset" options={PRESETS.map((value) => ({ value, label: t(`imageTools.preset.${value}`) }))} />
            <RangeSetting label={t('imageTools.colours')} value={colours} min={2} max={64} onChange={setColours} disabled={busy} testId="vector-colours" />
            <RangeSetting label={t('imageTools.smoothing')} value={smoothing} min={0} max={10} onChange={setSmoothing} disabled={busy} testId="vector-smoothing" />
          </>
        )}
      />
    </ToolAccess>
  );
}

export { VectorPage as Component };
