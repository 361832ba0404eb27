import { Box, Circle, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../i18n/use-locale';
import { queryOptionsFor } from '../../lib/api';
import { MAX_COLOUR_TERMS } from '../../shared/colour/search-limits';
import type { FabricFound } from '../../shared/contract/calls/fabric';
import { gridSizes, ResponsiveImage } from '../responsive-image/ResponsiveImage';

const SHOWN = 6;
const GRID = { base: 3, md: 6 };

/** The fabric search for colours (#RRGGBB): search by colour and by picture include fabrics. */
export const similarFabricsQuery = (hexes: string[]) =>
  queryOptionsFor('oct/Fabric/findFabric', { colour: hexes.slice(0, MAX_COLOUR_TERMS).join(',') });

export const findFabricHref = (hexes: string[]) =>
  `/dxFabric/findFabric?colour=${hexes.slice(0, MAX_COLOUR_TERMS).map((hex) => hex.replace('#', '')).join(',')}`;

/** Per searched colour, the fabric's nearest colour and its ΔE00. */
export function ColourMatchNote({ match }: { match: NonNullable<FabricFound['match']> }) {
  const { t } = useLocale();
  if (match.length === 0) return null;
  return (
    <HStack gap="2" data-testid="fabric-colour-match">
      {match.map((hit) => (
        <HStack key={hit.color_rgbhex} gap="1">
          <Circle size="2.5" bg={hit.color_rgbhex} borderWidth="1px" borderColor="border.muted" />
          <Text fontSize="xs" color="fg.muted">
            {t('fabric.matchDeltaE', { value: hit.delta_e })}
          </Text>
        </HStack>
      ))}
    </HStack>
  );
}

/**
 * A row of fabrics whose swatches carry the searched colours (ΔE00 ≤ 12, nearest first), under a
 * colour or picture search, with a link to all of them in find-fabric. Shows nothing until asked
 * for colours; says so when no fabric comes close.
 */
export function SimilarFabrics({ hexes }: { hexes: string[] }) {
  const { t } = useLocale();
  const query = useQuery({ ...similarFabricsQuery(hexes), enabled: hexes.length > 0 });
  const data = query.data;
  if (hexes.length === 0 || !data) return null;
  return (
    <Box as="section" aria-label={t('fabric.similarFabrics')} data-testid="similar-fabrics">
      <Flex align="baseline" justify="space-between" mb="3" gap="3" wrap="wrap">
        <Heading as="h2" fontSize="lg" fontFamily="display">
          {t('fabric.similarFabrics')}
        </Heading>
        {data.count > 0 && (
          <Link asChild fontSize="sm" color="loom.fg">
            <RouterLink to={findFabricHref(hexes)} data-testid="similar-fabrics-all">
              {t('fabric.similarFabricsAll', { count: data.count })} →
            </RouterLink>
          </Link>
        )}
      </Flex>
      {data.count === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('fabric.similarFabricsNone')}
        </Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={GRID} gap="3">
          {data.list.slice(0, SHOWN).map((fabric) => (
            <Box as="li" key={fabric.id} data-testid="similar-fabric">
              <Link asChild display="block" borderRadius="l3" overflow="hidden" borderWidth="1px" borderColor="border.muted" bg="bg.surface" _hover={{ textDecoration: 'none' }}>
                <RouterLink to={`/dxFabric/fabricDetail?id=${fabric.id}`}>
                  <ResponsiveImage src={`/media/${fabric.cover}`} alt={fabric.name} sizes={gridSizes(GRID)} aspectRatio="1" objectFit="cover" w="full" loading="lazy" bg="bg.muted" />
                  <Stack gap="0.5" p="2">
                    <Text fontSize="sm" fontWeight="semibold" truncate>
                      {fabric.name}
                    </Text>
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
      )}
    </Box>
  );
}
