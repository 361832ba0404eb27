import { Box, Button, ButtonGroup, Flex, Image, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useLocale } from '../../../i18n/use-locale';

const ZOOMS = [1, 2, 4] as const;

/**
 * Before and after in one frame: the result on top, clipped at a slider the user drags, the
 * original below at the same displayed size. Zoom enlarges both together inside a scrolling frame
 * (fit, 2×, 4×) so the detail of an enlargement or a trace can be compared pixel for pixel.
 */
export function BeforeAfter({
  before,
  after,
  width,
  height,
  overlay,
  layer,
}: {
  before: string;
  after: string | null;
  width: number;
  height: number;
  overlay?: ReactNode;
  /** Drawn over the picture at its displayed size (the cut-out's brush strokes). */
  layer?: ReactNode;
}) {
  const { t } = useLocale();
  const [split, setSplit] = useState(50);
  const [zoom, setZoom] = useState<(typeof ZOOMS)[number]>(1);
  const ratio = width && height ? `${width} / ${height}` : undefined;
  // The picture's box keeps the picture's proportions: as wide as the frame allows, or as high (less the padding).
  const boxWidth = (frame: string) => (width && height ? `min(100%, calc((${frame} - 32px) * ${zoom} * ${width / height}))` : '100%');

  return (
    <Box data-testid="before-after">
      <Box position="relative" bg="bg.muted" borderRadius="l3" overflow="auto" h={{ base: '60vh', md: '68vh' }} backgroundImage="repeating-conic-gradient(#0000000d 0% 25%, transparent 0% 50%)" backgroundSize="20px 20px">
        <Flex minH="full" minW="full" w={`${zoom * 100}%`} h={`${zoom * 100}%`} align="center" justify="center" p="4">
          <Box position="relative" w={{ base: boxWidth('60vh'), md: boxWidth('68vh') }} style={{ aspectRatio: ratio }}>
            {/* The original only left of the slider: a result with transparency must not show it through. */}
            <Image
              src={before}
              alt={t('imageTools.before')}
              w="full"
              h="full"
              objectFit="fill"
              draggable={false}
              style={after ? { clipPath: `inset(0 ${100 - split}% 0 0)` } : undefined}
              data-testid="before-image"
            />
            {after && (
              <Image
                src={after}
                alt={t('imageTools.after')}
                position="absolute"
                inset="0"
                w="full"
                h="full"
                objectFit="fill"
                draggable={false}
                style={{ clipPath: `inset(0 0 0 ${split}%)` }}
                data-testid="after-image"
              />
            )}
            {after && <Box position="absolute" top="0" bottom="0" left={`${split}%`} w="2px" ml="-1px" bg="white" boxShadow="0 0 0 1px rgba(0,0,0,0.35)" pointerEvents="none" />}
            {layer}
          </Box>
        </Flex>
        {overlay}
      </Box>
      <Flex mt="3" gap="4" align="center" wrap="wrap">
        {after && (
          <Flex align="center" gap="3" flex="1" minW="56">
            <Text fontSize="xs" color="fg.muted">
              {t('imageTools.before')}
            </Text>
            <input type="range" min={0} max={100} value={split} onChange={(event) => setSplit(Number(event.target.value))} aria-label={`${t('imageTools.before')} / ${t('imageTools.after')}`} style={{ flex: 1, accentColor: 'var(--chakra-colors-loom-solid, #b4502b)' }} data-testid="before-after-slider" />
            <Text fontSize="xs" color="fg.muted">
              {t('imageTools.after')}
            </Text>
          </Flex>
        )}
        <Flex align="center" gap="2" ml="auto">
          <Text fontSize="xs" color="fg.muted">
            {t('imageTools.zoom')}
          </Text>
          <ButtonGroup size="xs" variant="outline" attached>
            {ZOOMS.map((value) => (
              <Button key={value} onClick={() => setZoom(value)} variant={zoom === value ? 'solid' : 'outline'} aria-pressed={zoom === value}>
                {value === 1 ? t('imageTools.fit') : `${value * 100}%`}
              </Button>
            ))}
          </ButtonGroup>
        </Flex>
      </Flex>
    </Box>
  );
}
