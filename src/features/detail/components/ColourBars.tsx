import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { AddToBoardMenu } from '../../../components/add-to-board/AddToBoardMenu';
import { useLocale } from '../../../i18n/use-locale';
import { useDeferredQueryData } from '../../../lib/api';
import { textColourOn, parseHex } from '../../../shared/colour';
import { colourListQuery } from '../api/detail-queries';

/** Dominant colours of an item as one proportional strip and a legend (ratios total 100). */
export function ColourBars({ id }: { id: number }) {
  const { t, locale } = useLocale();
  const data = useDeferredQueryData(colourListQuery(id, locale));
  if (!data?.list.length) return null;
  return (
    <Stack gap="3" data-testid="colour-bars">
      <Text fontSize="sm" fontWeight="semibold">
        {t('content.colours')}
      </Text>
      <Flex h="10" borderRadius="l2" overflow="hidden">
        {data.list.map((colour) => {
          const rgb = parseHex(colour.color_rgbhex);
          return (
            <Flex key={colour.color_rgbhex} w={`${colour.ratio}%`} bg={colour.color_rgbhex} align="center" justify="center" fontSize="2xs" color={rgb ? textColourOn(rgb) : undefined}>
              {colour.ratio >= 12 ? `${colour.ratio}%` : ''}
            </Flex>
          );
        })}
      </Flex>
      <Flex gap="2" wrap="wrap">
        {/* A member pins a colour on an idea board from its legend chip. */}
        {data.list.map((colour) => (
          <AddToBoardMenu
            key={colour.color_rgbhex}
            item={{ kind: 'swatch', hex: colour.color_rgbhex, code: colour.code ?? colour.color_rgbhex, name: colour.name ?? '' }}
            variant="ghost"
            size="2xs"
            px="1"
            fontWeight="normal"
            data-testid="colour-to-board"
          >
            <Flex align="center" gap="1.5" fontSize="xs" color="fg.muted">
              <Box w="3" h="3" borderRadius="full" bg={colour.color_rgbhex} borderWidth="1px" borderColor="border.muted" />
              {colour.name ?? colour.color_rgbhex} · {colour.ratio}%
            </Flex>
          </AddToBoardMenu>
        ))}
      </Flex>
    </Stack>
  );
}
