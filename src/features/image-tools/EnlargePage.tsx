import { Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useLocale } from '../../i18n/use-locale';
import type { EnlargeScale } from '../../shared/image-tools/enlarge';
import { largestScale } from '../../shared/image-tools/limits';
import { convertPicture, enlargePicture } from '../../workers/image-tools';
import { ImageWorkspace, type Picture } from './components/ImageWorkspace';
import { ChoiceGroup } from './components/SettingGroup';
import { ToolAccess } from './components/ToolAccess';
import type { JobRunner } from './hooks/use-image-job';
import { baseName } from './lib/names';

const SCALES: EnlargeScale[] = [2, 4];

/** /expanderGraph/channel/:channel: HD enlargement 2× or 4× on the device (login; VIP tool). */
export function EnlargePage() {
  const { t } = useLocale();
  const [scale, setScale] = useState<EnlargeScale>(2);
  const [maxScale, setMaxScale] = useState(4);

  const onPicture = useCallback((picture: Picture) => {
    const largest = largestScale(picture.width, picture.height, SCALES);
    setMaxScale(largest);
    setScale((now) => (largest && now > largest ? (largest as EnlargeScale) : now));
  }, []);

  const runner: JobRunner = async (file, onProgress, signal) => {
    const result = await enlargePicture(file, scale, onProgress, signal);
    return {
      url: URL.createObjectURL(result.blob),
      width: result.width,
      height: result.height,
      summary: t('imageTools.resultSize', { width: result.width, height: result.height, seconds: (result.ms / 1000).toFixed(1) }),
      name: `${baseName(file.name)}-${scale}x`,
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
              onChange={setScale}
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
            <ChoiceGroup label={t('imageTools.method')} value="classic" onChange={() => {}} disabled={busy} testId="enlarge-method" options={[{ value: 'classic', label: t('imageTools.method.classic') }]} />
          </>
        )}
      />
    </ToolAccess>
  );
}

export { EnlargePage as Component };
