import { FeatureFrame } from '../../../components/content';
import { Badge, Box,  HStack, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CoverImage } from '../../../components/cover-image';
import { gridSizes } from '../../../components/responsive-image';
import { useLocale } from '../../../i18n/use-locale';
import type { Style3dCard } from '../../../shared/contract/calls/d3d';
import { style3dHref } from '../api/queries';

/** The page frame of the 3D library pages: title, intro, content. */
export function D3dFrame({ children, testId }: { children: ReactNode; testId: string }) {
  const { t } = useLocale();
  return (
    <FeatureFrame title={t('d3d.title')} intro={t('d3d.intro')} testId={testId}>
      {children}
    </FeatureFrame>
  );
}

const COLUMNS = { base: 2, md: 3, lg: 4 };

/** Garments as cards: the pre-rendered cover, name, colour swatch, category and fabric. */
export function GarmentGrid({ garments, priority = true }: { garments: Style3dCard[]; priority?: boolean }) {
  const { t } = useLocale();
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={COLUMNS} gap={{ base: '3', md: '5' }} data-testid="garment-grid">
      {garments.map((garment, index) => (
        <LinkBox as="li" key={garment.id} role="group" borderWidth="1px" borderRadius="lg" overflow="hidden" bg="bg" _hover={{ borderColor: 'loom.solid' }} data-testid="garment-card">
          <Box position="relative" aspectRatio={4 / 5} bg="#F4F2EF" overflow="hidden">
            <CoverImage src={garment.cover} alt={garment.name} sizes={gridSizes(COLUMNS)} priority={priority && index < 4} loading="lazy" />
            <Badge position="absolute" top="2" left="2" colorPalette="loom" variant="solid" fontSize="2xs">
              3D
            </Badge>
          </Box>
          <Stack gap="1.5" p="3">
            <LinkOverlay asChild>
              <RouterLink to={style3dHref(garment)}>
                <Text fontWeight="semibold" fontSize="sm" lineClamp={1}>
                  {garment.name}
                </Text>
              </RouterLink>
            </LinkOverlay>
            <HStack gap="2" fontSize="xs" color="fg.muted">
              <Box w="3" h="3" borderRadius="full" bg={garment.color_rgbhex} borderWidth="1px" borderColor="border" flexShrink={0} />
              <Text lineClamp={1}>
                {t(`d3d.category.${garment.category}`)} · {t(`d3d.fabric.${garment.fabric}`)} · {garment.color_name}
              </Text>
            </HStack>
          </Stack>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}
