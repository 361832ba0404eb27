import { Box, Text, chakra } from '@chakra-ui/react';
import { textColourOn } from '../../../shared/colour/contrast';

export interface SwatchProps {
  hex: string;
  /** Bigger text lines under the hex: code, name … */
  lines?: (string | null | undefined)[];
  /** Small badge at the corner, e.g. "ΔE 1.2". */
  badge?: string;
  size?: 'sm' | 'md' | 'lg';
  onClick?: () => void;
  selected?: boolean;
  title?: string;
  testId?: string;
}

const HEIGHTS = { sm: '14', md: '24', lg: '40' } as const;

/** A colour chip: the colour fills it, texts in the contrast colour of spec §9. */
export function Swatch({ hex, lines = [], badge, size = 'md', onClick, selected, title, testId }: SwatchProps) {
  const ink = textColourOn(hex);
  const content = (
    <>
      <Box h={HEIGHTS[size]} bg={hex} position="relative" borderRadius="l2">
        {badge && (
          <Text position="absolute" top="1.5" right="2" fontSize="2xs" fontWeight="semibold" color={ink} opacity={0.9}>
            {badge}
          </Text>
        )}
        <Text position="absolute" bottom="1.5" left="2" fontSize="xs" fontWeight="medium" color={ink} letterSpacing="wide">
          {hex}
        </Text>
      </Box>
      {lines.filter(Boolean).map((line, index) => (
        <Text key={index} mt={index === 0 ? '1.5' : '0'} fontSize={index === 0 ? 'xs' : '2xs'} fontWeight={index === 0 ? 'semibold' : 'normal'} color={index === 0 ? 'fg' : 'fg.muted'} truncate>
          {line}
        </Text>
      ))}
    </>
  );
  if (!onClick) {
    return (
      <Box data-testid={testId} title={title}>
        {content}
      </Box>
    );
  }
  return (
    <chakra.button
      type="button"
      data-testid={testId}
      title={title}
      onClick={onClick}
      textAlign="left"
      p="1"
      borderRadius="l3"
      borderWidth="2px"
      borderColor={selected ? 'loom.solid' : 'transparent'}
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'loom.focusRing' }}
      transition="background 0.15s ease"
      minW="0"
    >
      {content}
    </chakra.button>
  );
}
