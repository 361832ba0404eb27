import { Box, Flex, Image, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { BrandCard as Brand } from '../../../shared/catalogue/types';

/** A brand tile: logo (or its monogram), names and region. */
export function BrandCard({ brand }: { brand: Brand }) {
  return (
    <LinkBox
      as="article"
      data-testid="brand-card"
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="l3"
      p="4"
      display="flex"
      alignItems="center"
      gap="4"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: 'card', transform: 'translateY(-2px)' }}
    >
      <Flex w="14" h="14" flexShrink={0} borderRadius="full" bg="bg.muted" align="center" justify="center" overflow="hidden" fontFamily="display" fontSize="xl" fontWeight="bold" color="fg.muted">
        {brand.logo ? <Image src={brand.logo} alt="" w="full" h="full" objectFit="cover" /> : brand.name_en.slice(0, 1)}
      </Flex>
      <Box minW="0">
        <LinkOverlay asChild>
          <RouterLink to={`/list/brand?brand=${brand.id}`}>
            <Text fontWeight="semibold" lineClamp={1} data-testid="brand-card-name">
              {brand.name_en}
            </Text>
          </RouterLink>
        </LinkOverlay>
        <Text fontSize="sm" color="fg.muted" lineClamp={1}>
          {brand.name_zh}
          {brand.area ? ` · ${brand.area}` : ''}
        </Text>
      </Box>
    </LinkBox>
  );
}
