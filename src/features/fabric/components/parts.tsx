import { Badge, Box, chakra, Circle, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { gridSizes, ResponsiveImage } from '../../../components/responsive-image/ResponsiveImage';
import { ColourMatchNote } from '../../../components/similar-fabrics/SimilarFabrics';
import { useLocale } from '../../../i18n/use-locale';
import type { FabricCard as Card, FabricFound, FabricMerchantCard } from '../../../shared/contract/calls/fabric';

export const mediaUrl = (id: string | null) => (id ? `/media/${id}` : '');
export const fabricHref = (id: number) => `/dxFabric/fabricDetail?id=${id}`;
export const shopHref = (id: number) => `/dxFabric/shopDetail?id=${id}`;

const NAV = [
  ['/dxFabric/home', 'fabric.home'],
  ['/dxFabric/findFabric', 'fabric.find'],
  ['/dxFabric/humenShop', 'fabric.shops'],
  ['/dxFabric/collection', 'fabric.collection'],
  ['/dxFabric/footprint', 'fabric.footprint'],
] as const;

/** The fabric sourcing pages' frame: title, section tabs and the §2 notice that merchants publish the information. */
export function FabricFrame({ children, testId }: { children: ReactNode; testId: string }) {
  const { t } = useLocale();
  const { pathname } = useLocation();
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="6" data-testid={testId}>
      <Flex align={{ base: 'start', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="3" mb="2">
        <Heading as="h1" fontFamily="display" fontSize="2xl" flexShrink={0}>
          {t('fabric.title')}
        </Heading>
        <HStack as="nav" gap="1" flexWrap="wrap" aria-label={t('fabric.title')}>
          {NAV.map(([href, key]) => (
            <Link
              key={href}
              asChild
              px="3"
              py="1"
              borderRadius="full"
              fontSize="sm"
              bg={pathname === href ? 'loom.subtle' : undefined}
              color={pathname === href ? 'loom.fg' : 'fg.muted'}
              fontWeight={pathname === href ? 'semibold' : 'normal'}
            >
              <RouterLink to={href} aria-current={pathname === href ? 'page' : undefined}>
                {t(key)}
              </RouterLink>
            </Link>
          ))}
        </HStack>
      </Flex>
      <Text fontSize="sm" color="fg.muted" mb="6" data-testid="fabric-disclaimer">
        {t('fabric.disclaimer')}
      </Text>
      {children}
    </Box>
  );
}

export function SectionHeading({ children, more }: { children: ReactNode; more?: ReactNode }) {
  return (
    <Flex align="baseline" justify="space-between" mb="3" mt="8">
      <Heading as="h2" fontSize="lg" fontFamily="display">
        {children}
      </Heading>
      {more}
    </Flex>
  );
}

export function Swatches({ colours }: { colours: { color_rgbhex: string }[] }) {
  return (
    <HStack gap="1">
      {colours.map((c) => (
        <Circle key={c.color_rgbhex} size="3" bg={c.color_rgbhex} borderWidth="1px" borderColor="border.muted" title={c.color_rgbhex} />
      ))}
    </HStack>
  );
}

export function useCompositionText() {
  const { t } = useLocale();
  return (composition: Card['composition']) => composition.map((part) => `${part.pct}% ${t(`fabric.fibre.${part.fibre}`)}`).join(' · ');
}

const GRID = { base: 2, md: 3, lg: 4 };
/** Beside the filter column: a tablet's width holds three cards whose names and compositions can be read, not four. */
export const GRID_BESIDE_FILTERS = { base: 2, md: 3, xl: 4 };

/** A grid of fabric cards (swatch, name, composition, weight and width, merchant). */
export function FabricGrid({ fabrics, columns = GRID }: { fabrics: (Pick<Card, 'id' | 'name' | 'cover' | 'merchant_name'> & Partial<FabricFound>)[]; columns?: Record<string, number> }) {
  const { t } = useLocale();
  const compositionText = useCompositionText();
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap={{ base: '3', md: '5' }}>
      {fabrics.map((fabric) => (
        <Box as="li" key={fabric.id} data-testid="fabric-card">
          <Link asChild display="block" _hover={{ textDecoration: 'none' }} borderRadius="l3" overflow="hidden" borderWidth="1px" borderColor="border.muted" bg="bg.surface">
            <RouterLink to={fabricHref(fabric.id)}>
              <ResponsiveImage src={mediaUrl(fabric.cover)} alt={fabric.name} sizes={gridSizes(columns)} aspectRatio="1" objectFit="cover" w="full" loading="lazy" bg="bg.muted" />
              <Stack gap="1" p="3">
                <Flex justify="space-between" gap="2" align="center">
                  <Text fontWeight="semibold" truncate>
                    {fabric.name}
                  </Text>
                  {fabric.colours && <Swatches colours={fabric.colours} />}
                </Flex>
                {fabric.composition && (
                  <Text fontSize="xs" color="fg.muted" truncate data-testid="fabric-composition">
                    {compositionText(fabric.composition)}
                  </Text>
                )}
                {fabric.weight_gsm !== undefined && (
                  <Text fontSize="xs" color="fg.muted" data-testid="fabric-weight">
                    {/* Breaks between the three figures only, never inside one ("Under ¥20/m"). */}
                    <chakra.span whiteSpace="nowrap">{fabric.weight_gsm} g/m²</chakra.span> · <chakra.span whiteSpace="nowrap">{fabric.width_cm} cm</chakra.span> ·{' '}
                    <chakra.span whiteSpace="nowrap">{t(`fabric.band.${fabric.price_band as 1 | 2 | 3 | 4}`)}</chakra.span>
                  </Text>
                )}
                <Text fontSize="xs" color="fg.subtle" truncate>
                  {fabric.merchant_name}
                </Text>
                {fabric.match && <ColourMatchNote match={fabric.match} />}
              </Stack>
            </RouterLink>
          </Link>
        </Box>
      ))}
    </SimpleGrid>
  );
}

export function MerchantTile({ merchant }: { merchant: FabricMerchantCard }) {
  const { t } = useLocale();
  return (
    <Link asChild display="flex" gap="3" alignItems="center" p="3" borderRadius="l3" borderWidth="1px" borderColor="border.muted" bg="bg.surface" _hover={{ textDecoration: 'none', borderColor: 'border.emphasized' }} data-testid="merchant-card">
      <RouterLink to={shopHref(merchant.id)}>
        {merchant.logo ? <ResponsiveImage src={mediaUrl(merchant.logo)} alt="" w="14" h="14" borderRadius="full" objectFit="cover" sizes="56px" loading="lazy" /> : <Circle size="14" bg="loom.subtle" />}
        <Box minW="0">
          <Text fontWeight="semibold" truncate>
            {merchant.name}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {merchant.city} · {t('fabric.fabricCount', { count: merchant.fabric_count })}
          </Text>
          {merchant.certified && (
            <Badge size="sm" colorPalette="green" variant="subtle" mt="1">
              {t('fabric.certified')}
            </Badge>
          )}
        </Box>
      </RouterLink>
    </Link>
  );
}
