import { Button, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useLocale } from '../../i18n/use-locale';
import type { CutoutStroke } from '../../shared/image-tools/cutout';
import { convertPicture, cutOutPicture } from '../../workers/image-tools';
import { ImageWorkspace, type Picture } from './components/ImageWorkspace';
import { ChoiceGroup, RangeSetting } from './components/SettingGroup';
import { StrokeLayer } from './components/StrokeLayer';
import { ToolAccess } from './components/ToolAccess';
import type { JobRunner, ToolDownload } from './hooks/use-image-job';
import { baseName } from './lib/names';

const BRUSHES: CutoutStroke['kind'][] = ['keep', 'remove'];
/** Brush size 1–10 → radius as a fraction of the picture's longest side. */
const radiusOf = (size: number) => size / 200;

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

  const onPicture = useCallback(() => setStrokes([]), []);

  const runner: JobRunner = async (file, onProgress, signal) => {
    const result = await cutOutPicture(file, strokes, onProgress, signal);
    const cutout: ToolDownload = { label: t('imageTools.download.cutout'), extension: 'png', make: async () => result.cutout };
    const onWhite: ToolDownload = { label: t('imageTools.download.onWhite'), extension: 'jpg', make: () => convertPicture(result.cutout, 'image/jpeg') };
    const mask: ToolDownload = { label: t('imageTools.download.mask'), extension: 'png', variant: 'mask', make: async () => result.mask };
    return {
      url: URL.createObjectURL(output === 'mask' ? result.mask : result.cutout),
      width: result.width,
      height: result.height,
      summary: `${t('imageTools.resultSize', { width: result.width, height: result.height, seconds: (result.ms / 1000).toFixed(1) })} · ${t('imageTools.resultSubject', { percent: Math.round(result.subjectShare * 100) })}`,
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
        rerunKey={strokes.length}
        pictureLayer={(picture: Picture) => (
          <StrokeLayer strokes={strokes} brush={brush} radius={radiusOf(brushSize)} width={picture.width} height={picture.height} onStroke={(stroke) => setStrokes((all) => [...all, stroke])} />
        )}
        settings={(picture, busy) => (
          <>
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
