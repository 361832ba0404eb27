import { Box, Button, Flex, Text, chakra } from '@chakra-ui/react';
import { useRef, useState, type PointerEvent } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import type { CropRect } from '../../../workers/picture-search';

/** Drags shorter than this share of the picture are taps, not crops. */
const MIN_CROP = 0.05;

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * The member's picture with a crop box: dragging over it (mouse, pen or finger) frames the garment
 * to search with; "whole picture" clears the box. Reports the crop as fractions of the picture.
 */
export function CropFrame({ src, crop, onCrop }: { src: string; crop: CropRect | null; onCrop: (crop: CropRect | null) => void }) {
  const { t } = useLocale();
  const frame = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);
  const [dragged, setDragged] = useState<CropRect | null>(null);

  const pointAt = (event: PointerEvent) => {
    const box = frame.current!.getBoundingClientRect();
    return { x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) };
  };
  const rectFrom = (a: { x: number; y: number }, b: { x: number; y: number }): CropRect => ({
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  });

  const shown = dragged ?? crop;
  return (
    <Box>
      <Box
        ref={frame}
        position="relative"
        display="inline-block"
        cursor="crosshair"
        touchAction="none"
        userSelect="none"
        borderRadius="l2"
        overflow="hidden"
        data-testid="search-pic-crop"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          setStart(pointAt(event));
        }}
        onPointerMove={(event) => {
          if (start) setDragged(rectFrom(start, pointAt(event)));
        }}
        onPointerUp={(event) => {
          if (!start) return;
          const rect = rectFrom(start, pointAt(event));
          setStart(null);
          setDragged(null);
          if (rect.width >= MIN_CROP && rect.height >= MIN_CROP) onCrop(rect);
        }}
      >
        <chakra.img src={src} alt="" display="block" maxH={{ base: '56', md: '72' }} maxW="full" draggable={false} />
        {shown && (
          <Box
            position="absolute"
            left={`${shown.x * 100}%`}
            top={`${shown.y * 100}%`}
            w={`${shown.width * 100}%`}
            h={`${shown.height * 100}%`}
            borderWidth="2px"
            borderColor="white"
            boxShadow="0 0 0 9999px rgba(0, 0, 0, 0.45)"
            pointerEvents="none"
            data-testid="search-pic-crop-box"
          />
        )}
      </Box>
      <Flex gap="3" align="center" mt="2" wrap="wrap">
        <Text fontSize="xs" color="fg.muted">
          {t('content.searchPicCropHint')}
        </Text>
        {crop && (
          <Button size="xs" variant="outline" borderRadius="full" onClick={() => onCrop(null)} data-testid="search-pic-whole">
            {t('content.searchPicWhole')}
          </Button>
        )}
      </Flex>
    </Box>
  );
}
