import { Box, Button, Container, Grid, Heading, HStack, LinkBox, LinkOverlay, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { CoverImage } from '../../../components/cover-image';
import { ArrowRightIcon } from '../../../components/icons';
import { useLocale } from '../../../i18n/use-locale';
import type { ListItem } from '../../../shared/catalogue/types';
import { detailHref } from '../../../shared/catalogue/links';

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <Stack gap="0.5">
      <Text fontFamily="display" fontSize="2xl" fontWeight="bold" lineHeight="1">
        {value}
      </Text>
      <Text fontSize="xs" color="fg.muted" letterSpacing="wide">
        {label}
      </Text>
    </Stack>
  );
}

function CollageTile({ item, label, gridRow, lead = false }: { item: ListItem; label?: string; gridRow?: string; lead?: boolean }) {
  return (
    <LinkBox position="relative" borderRadius="l3" overflow="hidden" bg="bg.muted" gridRow={gridRow} boxShadow="card" role="group">
      {/* The lead tile is the home page's largest paint: fetch it first. */}
      <CoverImage src={item.cover_thumb} alt={item.title} loading="eager" priority={lead} sizes={lead ? '(min-width: 768px) 28vw, 56vw' : '(min-width: 768px) 22vw, 44vw'} zoom={1.04} />
      <Box position="absolute" insetX="0" bottom="0" p="4" pt="16" bgGradient="to-t" gradientFrom="blackAlpha.700" gradientTo="transparent">
        {label && (
          <Text fontSize="2xs" letterSpacing="0.24em" textTransform="uppercase" color="whiteAlpha.800" mb="1">
            {label}
          </Text>
        )}
        <LinkOverlay asChild>
          <RouterLink to={detailHref(item)}>
            <Text color="white" fontSize="sm" fontWeight="medium" lineClamp={2}>
              {item.title}
            </Text>
          </RouterLink>
        </LinkOverlay>
      </Box>
    </LinkBox>
  );
}

export interface HeroProps {
  hotItems: ListItem[] | undefined;
  itemCount: number | undefined;
  columnCount: number | undefined;
  /** Items published in the last 7 days (oct/General/countPerDay). */
  weeklyUpdates: number | undefined;
}

/** Landing banner: brand promise and calls to action beside a collage of the channel's most viewed items. */
export function Hero({ hotItems, itemCount, columnCount, weeklyUpdates }: HeroProps) {
  const { t, formatCount } = useLocale();
  const { search } = useLocation();
  const [lead, ...rest] = hotItems ?? [];
  return (
    <Box
      as="section"
      aria-labelledby="home-hero-title"
      bg="bg.hero"
      position="relative"
      overflow="hidden"
      // A faint plain-weave texture: warp and weft hairlines.
      backgroundImage="repeating-linear-gradient(0deg, transparent 0 23px, rgba(126,118,108,0.07) 23px 24px), repeating-linear-gradient(90deg, transparent 0 23px, rgba(126,118,108,0.07) 23px 24px)"
    >
      <Container maxW="1360px" px={{ base: '4', md: '8' }} py={{ base: '10', md: '14', xl: '16' }}>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr', xl: '1.1fr 1fr' }} gap={{ base: '10', xl: '16' }} alignItems="center">
          <Stack gap={{ base: '5', xl: '7' }}>
            <Text fontSize="xs" fontWeight="semibold" letterSpacing="0.28em" textTransform="uppercase" color="loom.fg">
              {t('home.heroEyebrow')}
            </Text>
            <Heading
              as="h1"
              id="home-hero-title"
              fontFamily="display"
              fontWeight="bold"
              fontSize={{ base: '4xl', md: '5xl', xl: '6xl' }}
              lineHeight="1.15"
              letterSpacing="0.02em"
            >
              {t('home.heroTitle')}
            </Heading>
            <Text fontSize={{ base: 'md', xl: 'lg' }} color="fg.muted" lineHeight="1.9" maxW="xl">
              {t('home.heroSubtitle')}
            </Text>
            <HStack gap="3" flexWrap="wrap">
              <Button asChild colorPalette="loom" size="lg" borderRadius="full" px="7">
                <RouterLink to={{ search, hash: 'latest' }}>
                  {t('home.heroPrimary')}
                  <ArrowRightIcon boxSize="4" />
                </RouterLink>
              </Button>
              <Button asChild variant="outline" size="lg" borderRadius="full" px="7" borderColor="border.emphasized">
                <RouterLink to="/productCenter">{t('home.heroSecondary')}</RouterLink>
              </Button>
            </HStack>
            <HStack gap={{ base: '6', md: '10' }} pt="6" mt="2" borderTopWidth="1px" borderColor="border">
              <Stat value={itemCount === undefined ? '—' : formatCount(itemCount)} label={t('home.statItems')} />
              <Stat value={columnCount === undefined ? '—' : String(columnCount)} label={t('home.statColumns')} />
              <Stat value={weeklyUpdates === undefined ? '—' : formatCount(weeklyUpdates)} label={t('content.homeUpdates')} />
            </HStack>
          </Stack>
          <Grid templateColumns="1.25fr 1fr" templateRows="1fr 1fr" gap="3" h={{ base: '360px', md: '440px', xl: '470px' }} data-testid="hero-collage">
            {lead ? (
              <>
                <CollageTile item={lead} label={t('home.heroCollageLabel')} gridRow="span 2" lead />
                {rest.slice(0, 2).map((item) => (
                  <CollageTile key={item.id} item={item} />
                ))}
              </>
            ) : (
              <>
                <Skeleton gridRow="span 2" borderRadius="l3" />
                <Skeleton borderRadius="l3" />
                <Skeleton borderRadius="l3" />
              </>
            )}
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
