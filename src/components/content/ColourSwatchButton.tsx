import { chakra } from '@chakra-ui/react';
import type { LibraryColour } from '../../shared/colour/model';

/** A library colour as a square button named by its name and code; pressed when it is the one in use. */
export function ColourSwatchButton({ colour, active, onPick }: { colour: Pick<LibraryColour, 'color_rgbhex' | 'name' | 'code'>; active: boolean; onPick: () => void }) {
  return (
    <chakra.button
      type="button"
      title={`${colour.name} ${colour.code}`}
      aria-label={`${colour.name} ${colour.code}`}
      aria-pressed={active}
      onClick={onPick}
      w="full"
      aspectRatio={1}
      borderRadius="md"
      bg={colour.color_rgbhex}
      borderWidth={active ? '3px' : '1px'}
      borderColor={active ? 'loom.solid' : 'border'}
      cursor="pointer"
      data-testid="colour-swatch"
    />
  );
}
