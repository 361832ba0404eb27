import { Badge, Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { YarnCard as Yarn, YarnColour } from '../../../shared/yarn/model';

/** A yarn's colours as a row of cones: the card's picture, drawn from the data. */
export function YarnCones({ colours, size = 10 }: { colours: YarnColour[]; size?: number }) {
  return (
    <HStack gap="1" wrap="wrap" aria-label={colours.map((c) => c.name).join(' / ')}>
      {colours.map((colour) => (
        <Box
          key={colour.hex}
          title={`${colour.name} ${colour.hex}`}
          w={`${size * 4}px`}
          h={`${size * 5.6}px`}
          borderRadius="l1"
          borderWidth="1px"
          borderColor="border"
          style={{
            background: `repeating-linear-gradient(-28deg, ${colour.hex} 0 3px, color-mix(in srgb, ${colour.hex} 82%, black) 3px 4px)`,
          }}
        />
      ))}
    </HStack>
  );
}

export const yarnHref = (id: number) => `/detail/yarnInfo?id=${id}`;

export function YarnCard({ yarn }: { yarn: Yarn }) {
  return (
    <Link asChild display="block" _hover={{ textDecoration: 'none', boxShadow: 'md' }} borderWidth="1px" borderRadius="l3" bg="bg" p="4" transition="box-shadow 0.15s">
      <RouterLink to={yarnHref(yarn.id)} data-testid="yarn-card">
        <Stack gap="3">
          <YarnCones colours={yarn.colours.slice(0, 8)} size={6} />
          <Text fontWeight="semibold" lineClamp={2} minH="12">
            {yarn.name}
          </Text>
          <Flex gap="1.5" wrap="wrap">
            <Badge variant="subtle">{yarn.count_label}</Badge>
            {yarn.count_system !== 'dtex' && <Badge variant="subtle">{yarn.dtex} dtex</Badge>}
            <Badge variant="outline">{yarn.twist}</Badge>
          </Flex>
          <Text fontSize="sm" color="fg.muted" data-testid="yarn-composition">
            {yarn.composition}
          </Text>
          <Text fontSize="xs" color="fg.subtle">
            {yarn.company.name} · {yarn.company.region}
          </Text>
        </Stack>
      </RouterLink>
    </Link>
  );
}
