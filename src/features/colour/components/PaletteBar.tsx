import { Box, Flex } from '@chakra-ui/react';

export interface PaletteBarProps {
  colours: { color_rgbhex: string; ratio: number }[];
  height?: string;
  onPick?: (hex: string) => void;
  testId?: string;
}

/** A palette as one bar, each colour as wide as its ratio. */
export function PaletteBar({ colours, height = '10', onPick, testId }: PaletteBarProps) {
  const total = colours.reduce((sum, c) => sum + c.ratio, 0) || 1;
  return (
    <Flex data-testid={testId} h={height} borderRadius="l2" overflow="hidden" w="full">
      {colours.map((colour, index) => (
        <Box
          key={`${colour.color_rgbhex}-${index}`}
          as={onPick ? 'button' : 'div'}
          aria-label={`${colour.color_rgbhex} ${colour.ratio}%`}
          title={`${colour.color_rgbhex} · ${colour.ratio}%`}
          bg={colour.color_rgbhex}
          flexBasis={`${(colour.ratio / total) * 100}%`}
          flexShrink={0}
          minW="1"
          cursor={onPick ? 'pointer' : undefined}
          onClick={onPick ? () => onPick(colour.color_rgbhex) : undefined}
          transition="filter 0.15s ease"
          _hover={onPick ? { filter: 'brightness(1.08)' } : undefined}
        />
      ))}
    </Flex>
  );
}
