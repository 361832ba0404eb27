import { Badge, Box, Button, Flex, HStack, Image, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../../i18n/use-locale';
import { detailHref } from '../../../shared/catalogue/links';
import type { ListItem } from '../../../shared/catalogue/types';
import type { ColourMatchItem } from '../../../shared/colour/model';
import { PaletteBar } from './PaletteBar';

/** A picture with its palette bar and, for search results, the matched colours with their ΔE00. */
export interface ColourItemCardProps {
  item: ListItem | ColourMatchItem;
  onPickColour?: (hex: string) => void;
  /** Shows a button that opens the picture's colour panel. */
  onOpenPanel?: (id: number) => void;
}

export function ColourItemCard({ item, onPickColour, onOpenPanel }: ColourItemCardProps) {
  const { t } = useLocale();
  const match = 'match' in item ? item.match : [];
  return (
    <LinkBox as="article" data-testid="colour-item" data-item-id={item.id} bg="bg.surface" borderRadius="l3" overflow="hidden" borderWidth="1px" borderColor="border.muted" _hover={{ boxShadow: 'card' }}>
      <Box position="relative" aspectRatio={3 / 4} bg="bg.muted">
        <Image src={item.cover_thumb} alt={item.title} loading="lazy" decoding="async" position="absolute" inset="0" w="full" h="full" objectFit="cover" />
        {onOpenPanel && (
          <Button
            size="xs"
            position="absolute"
            bottom="2"
            right="2"
            zIndex="1"
            variant="surface"
            data-testid="open-colour-panel"
            onClick={() => onOpenPanel(item.id)}
          >
            {t('colour.colourPanel')}
          </Button>
        )}
        {item.locked && (
          <Badge position="absolute" top="2" left="2" colorPalette="yellow" variant="solid">
            VIP
          </Badge>
        )}
      </Box>
      {item.colours.length > 0 && (
        <Box position="relative" zIndex="1">
          <PaletteBar colours={item.colours} height="3" onPick={onPickColour} />
        </Box>
      )}
      <Box p="2.5">
        <LinkOverlay asChild>
          <RouterLink to={detailHref(item)}>
            <Text fontSize="sm" fontWeight="medium" lineClamp={1}>
              {item.title}
            </Text>
          </RouterLink>
        </LinkOverlay>
        {match.length > 0 && (
          <HStack mt="1.5" gap="2" wrap="wrap" data-testid="colour-item-match">
            {match.map((m) => (
              <Flex key={m.color_rgbhex} align="center" gap="1" fontSize="2xs" color="fg.muted">
                <Box w="3" h="3" borderRadius="full" bg={m.color_rgbhex} borderWidth="1px" borderColor="border.muted" />
                {t('colour.deltaE', { value: m.delta_e.toFixed(1) })} · {t('colour.ratio', { value: m.ratio })}
              </Flex>
            ))}
          </HStack>
        )}
      </Box>
    </LinkBox>
  );
}

export function ColourItemGrid({ items, onPickColour, onOpenPanel }: { items: (ListItem | ColourMatchItem)[] } & Omit<ColourItemCardProps, 'item'>) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 4, xl: 5 }} gap={{ base: '3', md: '4' }} data-testid="colour-item-grid">
      {items.map((item) => (
        <Box as="li" key={item.id} minW="0">
          <ColourItemCard item={item} onPickColour={onPickColour} onOpenPanel={onOpenPanel} />
        </Box>
      ))}
    </SimpleGrid>
  );
}
