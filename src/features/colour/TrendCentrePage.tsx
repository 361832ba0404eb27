import { Box, Button, Container, Flex, Grid, Heading, HStack, Image, LinkBox, LinkOverlay, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PageStatusView, pageStatusOf } from '../../components/content';
import { useLocale } from '../../i18n/use-locale';
import { channelFromSearch, MAIN_CHANNELS } from '../../lib/channels';
import { fillPath } from '../../lib/path';
import { usePageTitle } from '../../lib/use-page-title';
import { detailHref } from '../../shared/catalogue/links';
import { textColourOn } from '../../shared/colour/contrast';
import type { KeyColour, PaletteCard } from '../../shared/colour/model';
import { trendQuery } from './api/colour-api';
import { ColourDetailDrawer } from './components/ColourDetailDrawer';
import { PaletteBar } from './components/PaletteBar';
import { useSwipe } from './hooks/use-swipe';

/**
 * The season's key colours as a fan deck of tall stripes: the chosen stripe opens wide with its
 * name and code; a tap on another chooses it, a tap on the chosen one opens the colour.
 */
function KeyColourFan({ colours, onOpen }: { colours: KeyColour[]; onOpen: (code: string) => void }) {
  const { t } = useLocale();
  const [active, setActive] = useState(0);
  const swipe = useSwipe((direction) => setActive((i) => Math.min(colours.length - 1, Math.max(0, i + direction))));
  return (
    <Flex {...swipe} style={swipe.style} h="full" borderRadius="2xl" overflow="hidden" data-testid="trend-key-colours" boxShadow="lg">
      {colours.map((key, index) => {
        const ink = textColourOn(key.colour.color_rgbhex);
        const open = index === active;
        return (
          <chakra.button
            key={key.colour.code}
            type="button"
            data-testid="trend-key-colour"
            aria-expanded={open}
            aria-label={`${key.colour.name} ${key.colour.code}`}
            onClick={() => (open ? onOpen(key.colour.code) : setActive(index))}
            bg={key.colour.color_rgbhex}
            color={ink}
            flex={open ? 4 : 1}
            minW="0"
            position="relative"
            display="flex"
            flexDirection="column"
            justifyContent="flex-end"
            alignItems="flex-start"
            textAlign="left"
            p={{ base: '3', md: '4' }}
            transition="flex 0.45s cubic-bezier(0.2, 0.8, 0.2, 1)"
            _focusVisible={{ outline: '2px solid', outlineOffset: '-4px', outlineColor: ink }}
          >
            {open ? (
              <>
                <Text fontSize="xs" opacity={0.85}>
                  {t('colour.share', { value: key.share })}
                </Text>
                <Text fontSize={{ base: 'lg', md: '2xl' }} fontFamily="display" fontWeight="semibold" lineHeight="1.2" lineClamp={2}>
                  {key.colour.name}
                </Text>
                {/* Code and hex each whole, on two lines where the panel is too narrow for both. */}
                <Text fontSize="xs" opacity={0.85}>
                  <chakra.span whiteSpace="nowrap">{key.colour.code}</chakra.span> · <chakra.span whiteSpace="nowrap">{key.colour.color_rgbhex}</chakra.span>
                </Text>
              </>
            ) : (
              <Text
                position="absolute"
                bottom="3"
                left="50%"
                fontSize="2xs"
                opacity={0.8}
                whiteSpace="nowrap"
                css={{ writingMode: 'vertical-rl', transform: 'translateX(-50%) rotate(180deg)' }}
              >
                {key.colour.code}
              </Text>
            )}
          </chakra.button>
        );
      })}
    </Flex>
  );
}

/** One palette at a time, swiped left and right on the iPad (or stepped with the dots). */
function PaletteCarousel({ palettes, channel, season }: { palettes: PaletteCard[]; channel: number; season: string | null }) {
  const { t } = useLocale();
  const [index, setIndex] = useState(0);
  const swipe = useSwipe((direction) => setIndex((i) => Math.min(palettes.length - 1, Math.max(0, i + direction))));
  const palette = palettes[index];
  if (!palette) return null;
  return (
    <Stack gap="3" data-testid="trend-palettes" data-index={index}>
      <Box {...swipe} style={swipe.style} borderRadius="2xl" overflow="hidden" bg="bg.surface" boxShadow="md" cursor="grab" userSelect="none" data-testid="trend-palette">
        <Flex h={{ base: '36', md: '44' }}>
          {palette.colours.map((colour) => (
            <Flex key={colour.color_rgbhex} flexBasis={`${colour.ratio}%`} minW="8" bg={colour.color_rgbhex} align="flex-end" p="2" color={textColourOn(colour.color_rgbhex)}>
              <Text fontSize="2xs" fontWeight="medium" display={{ base: colour.ratio > 12 ? 'block' : 'none', md: colour.ratio > 8 ? 'block' : 'none' }}>
                {colour.code}
                <br />
                {colour.ratio}%
              </Text>
            </Flex>
          ))}
        </Flex>
        <Flex p="4" justify="space-between" align="center" gap="3">
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" truncate data-testid="trend-palette-title">
              {palette.title}
            </Text>
            <Text fontSize="xs" color="fg.muted" truncate>
              {palette.colours.map((c) => c.name).join(' · ')}
            </Text>
          </Stack>
          {palette.item && <Image src={palette.item.cover_thumb} alt="" boxSize="14" borderRadius="lg" objectFit="cover" flexShrink={0} />}
        </Flex>
      </Box>
      <Flex justify="space-between" align="center">
        <HStack gap="1.5" role="tablist" aria-label={t('colour.trendPalettes')}>
          {palettes.map((p, i) => (
            <chakra.button
              key={`${p.title}-${i}`}
              type="button"
              role="tab"
              aria-selected={i === index}
              aria-label={p.title}
              onClick={() => setIndex(i)}
              w={i === index ? '6' : '2.5'}
              h="2.5"
              borderRadius="full"
              bg={i === index ? 'fg' : 'border.emphasized'}
              transition="width 0.2s ease"
            />
          ))}
        </HStack>
        <Button asChild size="sm" variant="ghost">
          <RouterLink to={fillPath('/colorTrend/detail/channel/:channel/p/:p/pall/:pall', { channel, p: 1, pall: index, season })}>{t('colour.trendOpenDetail')} →</RouterLink>
        </Button>
      </Flex>
      <Text fontSize="xs" color="fg.subtle">
        {t('colour.trendSwipeHint')}
      </Text>
    </Stack>
  );
}

/**
 * Colour trend centre (/colorTrend/center, and full screen at /colorTrendIpad): the season's key
 * colours, palettes and pictures. Landscape iPad: colours and palettes beside the pictures;
 * portrait: stacked. Everything is plain data calls, so the offline pack can keep it.
 */
export function TrendCentrePage({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t, locale } = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const channel = channelFromSearch(search);
  const season = search.get('season') ?? undefined;
  const trend = useQuery(trendQuery(channel, season, locale));
  const [open, setOpen] = useState<string | null>(null);
  usePageTitle(t('colour.trendTitle'));
  const data = trend.data;
  const here = fullScreen ? '/colorTrendIpad' : '/colorTrend/center';

  return (
    <Box data-testid="trend-centre" minH={fullScreen ? '100dvh' : undefined} bg="bg.canvas" pb="10">
      <Container maxW="1400px" pt={{ base: '5', md: '8' }} px={{ base: '4', md: '8' }}>
        <Flex justify="space-between" align="end" wrap="wrap" gap="4" mb="6">
          <Stack gap="1">
            <Text fontSize="xs" letterSpacing="widest" textTransform="uppercase" color="fg.muted">
              Coloretto · Trendloom
            </Text>
            <Heading as="h1" fontFamily="display" fontSize={{ base: '3xl', md: '5xl' }} fontWeight="semibold" lineHeight="1.1">
              {t('colour.trendTitle')}
            </Heading>
            {data?.season && (
              <Text color="fg.muted" fontSize={{ base: 'sm', md: 'md' }}>
                {t('colour.trendLead', { season: data.season_names?.[data.season] ?? data.season })}
              </Text>
            )}
          </Stack>
          <HStack gap="1" bg="bg.surface" p="1" borderRadius="full" borderWidth="1px" role="group" aria-label={t('shell.channelNav')}>
            {MAIN_CHANNELS.map((id) => (
              <Button key={id} size="sm" borderRadius="full" variant={id === channel ? 'solid' : 'ghost'} onClick={() => navigate(fillPath(here, { channel: id }))}>
                {t(`common.channel.${id}`)}
              </Button>
            ))}
          </HStack>
        </Flex>
        {/* season_names may be missing from an answer the device stored before it was added. */}
        {data && data.seasons.length > 0 && (
          <HStack gap="2" mb="6" overflowX="auto" pb="1" data-testid="trend-seasons" aria-label={t('colour.trendSeason')}>
            {data.seasons.map((s) => (
              <Button
                key={s}
                size="sm"
                borderRadius="full"
                flexShrink={0}
                variant={s === data.season ? 'solid' : 'outline'}
                onClick={() => navigate(fillPath(here, { channel, season: s }), { replace: true })}
              >
                {data.season_names?.[s] ?? s}
              </Button>
            ))}
          </HStack>
        )}
        <PageStatusView status={pageStatusOf(trend)} error={trend.error} onRetry={() => void trend.refetch()} empty={{ title: t('colour.trendNoSeason') }}>
          {data && (
            <Grid
              data-testid="trend-layout"
              gap={{ base: '6', lg: '8' }}
              templateColumns="1fr"
              // iPad landscape (and desktops): colours and palettes beside the pictures; portrait: stacked.
              css={{ '@media (orientation: landscape) and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' } }}
            >
              <Stack gap="6">
                <Stack gap="3">
                  <Heading as="h2" size="md">
                    {t('colour.trendKeyColours')}
                  </Heading>
                  <Box h={{ base: '56', md: '80' }}>
                    <KeyColourFan colours={data.key_colours} onOpen={setOpen} />
                  </Box>
                </Stack>
                <Stack gap="3">
                  <Heading as="h2" size="md">
                    {t('colour.trendPalettes')}
                  </Heading>
                  <PaletteCarousel key={`${channel}-${data.season}`} palettes={data.palettes} channel={channel} season={data.season} />
                </Stack>
              </Stack>
              <Stack gap="3">
                <Heading as="h2" size="md">
                  {t('colour.trendImages')}
                </Heading>
                <Box
                  css={{
                    columnCount: 3,
                    columnGap: '0.9rem',
                    '@media (max-width: 640px)': { columnCount: 2 },
                    '@media (orientation: landscape) and (min-width: 1024px)': { columnCount: 2 },
                    '@media (orientation: landscape) and (min-width: 1280px)': { columnCount: 3 },
                  }}
                  data-testid="trend-images"
                >
                  {data.images.map((item) => (
                    <LinkBox key={item.id} as="article" mb="3.5" css={{ breakInside: 'avoid' }} borderRadius="xl" overflow="hidden" bg="bg.surface" boxShadow="sm">
                      <Image src={item.cover_thumb} alt={item.title} w="full" loading="lazy" aspectRatio={item.width && item.height ? item.width / item.height : 3 / 4} objectFit="cover" />
                      {item.colours.length > 0 && <PaletteBar colours={item.colours} height="2.5" />}
                      <LinkOverlay asChild>
                        <RouterLink to={detailHref(item)}>
                          <Text mx="2.5" my="2" fontSize="xs" lineClamp={1}>
                            {item.title}
                          </Text>
                        </RouterLink>
                      </LinkOverlay>
                    </LinkBox>
                  ))}
                </Box>
              </Stack>
            </Grid>
          )}
        </PageStatusView>
      </Container>
      <ColourDetailDrawer code={open} onClose={() => setOpen(null)} onPickCode={setOpen} />
    </Box>
  );
}

export const Component = () => <TrendCentrePage />;
