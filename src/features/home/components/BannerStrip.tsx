import { Box, Container, Grid, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { CoverImage } from '../../../components/cover-image';
import { useLocale } from '../../../i18n/use-locale';
import { bannersQuery } from '../api/home-queries';

/** The channel's banners (oct/General/indexBanner): wide campaign tiles under the hero. */
export function BannerStrip({ channel }: { channel: number }) {
  const { locale } = useLocale();
  const { data } = useQuery(bannersQuery(channel, locale));
  const banners = data?.list.slice(0, 4) ?? [];
  if (banners.length === 0) return null;
  return (
    <Container maxW="1360px" px={{ base: '4', md: '8' }} pt={{ base: '8', md: '10' }}>
      <Grid templateColumns={{ base: '1fr', md: `repeat(${Math.min(banners.length, 2)}, 1fr)`, xl: `repeat(${banners.length}, 1fr)` }} gap="4" data-testid="home-banners">
        {banners.map((banner) => (
          <LinkBox key={banner.id} position="relative" aspectRatio={16 / 7} borderRadius="l3" overflow="hidden" bg="bg.muted" role="group" boxShadow="card">
            <CoverImage src={banner.image} alt="" />
            <Box position="absolute" insetX="0" bottom="0" p="4" pt="12" bgGradient="to-t" gradientFrom="blackAlpha.700" gradientTo="transparent">
              <LinkOverlay asChild>
                <RouterLink to={banner.link}>
                  <Text color="white" fontFamily="display" fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }}>
                    {banner.title}
                  </Text>
                </RouterLink>
              </LinkOverlay>
            </Box>
          </LinkBox>
        ))}
      </Grid>
    </Container>
  );
}
