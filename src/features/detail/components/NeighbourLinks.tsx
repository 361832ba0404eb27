import { Box, Flex, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/icons';
import { useLocale } from '../../../i18n/use-locale';

type Neighbour = { id: number; title: string } | null;

/** Previous (newer) and next (older) item of the same column, on the same detail page type. */
export function NeighbourLinks({ prev, next, hrefOf }: { prev: Neighbour; next: Neighbour; hrefOf: (id: number) => string }) {
  const { t } = useLocale();
  const cell = (neighbour: Neighbour, label: string, empty: string, side: 'prev' | 'next') => (
    <LinkBox
      as="div"
      p="4"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="l3"
      bg="bg.surface"
      textAlign={side === 'next' ? 'right' : 'left'}
      opacity={neighbour ? 1 : 0.6}
      _hover={neighbour ? { borderColor: 'border.emphasized' } : undefined}
      data-testid={`detail-${side}`}
    >
      <Flex align="center" gap="1.5" justify={side === 'next' ? 'flex-end' : 'flex-start'} fontSize="xs" color="fg.subtle" mb="1">
        {side === 'prev' && <ArrowLeftIcon boxSize="3.5" />}
        {label}
        {side === 'next' && <ArrowRightIcon boxSize="3.5" />}
      </Flex>
      {neighbour ? (
        <LinkOverlay asChild>
          <RouterLink to={hrefOf(neighbour.id)}>
            <Text fontSize="sm" fontWeight="medium" lineClamp={1}>
              {neighbour.title}
            </Text>
          </RouterLink>
        </LinkOverlay>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      )}
    </LinkBox>
  );
  return (
    <Box as="nav" mt="10">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {cell(prev, t('content.prevItem'), t('content.noPrev'), 'prev')}
        {cell(next, t('content.nextItem'), t('content.noNext'), 'next')}
      </SimpleGrid>
    </Box>
  );
}
