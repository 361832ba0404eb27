import { Box, Heading, Image, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { PageStatusView, pageStatusOf } from '../../../components/content';
import { useLocale } from '../../../i18n/use-locale';
import { encodeKeywords } from '../../../shared/catalogue/list-rules';
import type { PaletteCard } from '../../../shared/colour/model';
import { MAX_COLOUR_TERMS } from '../../../shared/colour/query';
import { moodQuery } from '../api/colour-api';
import { PaletteBar } from './PaletteBar';
import type { TabProps } from './tab-props';

/** One palette as a card; its link searches pictures by its first 3 colours. */
export function PaletteCardView({ palette, tone = 'surface' }: { palette: PaletteCard; tone?: 'surface' | 'reference' }) {
  const href = `/list/searchColor?key_words=${encodeKeywords(palette.colours.slice(0, MAX_COLOUR_TERMS).map((c) => c.color_rgbhex))}`;
  return (
    <LinkBox as="article" data-testid="palette-card" borderRadius="l3" overflow="hidden" borderWidth="1px" borderColor={tone === 'reference' ? 'border.emphasized' : 'border.muted'} bg="bg.surface">
      {palette.item && <Image src={palette.item.cover_thumb} alt="" aspectRatio={4 / 3} objectFit="cover" w="full" loading="lazy" />}
      <PaletteBar colours={palette.colours} height={palette.item ? '8' : '24'} />
      <Box p="2.5">
        <LinkOverlay asChild>
          <RouterLink to={href}>
            <Text fontSize="sm" fontWeight="medium" lineClamp={1}>
              {palette.title}
            </Text>
          </RouterLink>
        </LinkOverlay>
        <Text fontSize="2xs" color="fg.muted" lineClamp={1}>
          {palette.colours.map((c) => c.code).join(' · ')}
        </Text>
      </Box>
    </LinkBox>
  );
}

/** ntype 1 (and 6): colour mood — palettes grouped by mood words. */
export default function MoodTab({ channel }: TabProps) {
  const { t, locale } = useLocale();
  const moods = useQuery(moodQuery(channel, locale));
  return (
    <Stack gap="8" data-testid="colour-panel-mood">
      <Heading as="h2" size="lg" fontFamily="display">
        {t('colour.moodTitle')}
      </Heading>
      <PageStatusView status={pageStatusOf(moods)} error={moods.error}>
        {moods.data?.moods.map((mood) => (
          <Stack key={mood.key} gap="3" data-testid={`mood-${mood.key}`}>
            <Heading as="h3" size="md">
              {mood.name}
            </Heading>
            <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="3">
              {mood.palettes.map((palette, index) => (
                <PaletteCardView key={`${palette.title}-${index}`} palette={palette} tone={index === 0 ? 'reference' : 'surface'} />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </PageStatusView>
    </Stack>
  );
}
