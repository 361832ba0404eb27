import { Badge, Box, ChakraProvider, Heading, HStack, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import '../../src/app/theme/static-globals';
import { appSystem, withoutGlobalStyles } from '../../src/app/theme/system';
import { FLOOR_CARDS, FLOOR_HEADING } from './cards';

/** The same card grid written the way the app writes Chakra UI: the app's system, style props. */
export function FloorChakra() {
  return (
    <ChakraProvider value={withoutGlobalStyles(appSystem())}>
      <Box as="main" maxW="1360px" mx="auto" p="4">
        <Heading as="h1" fontSize="2xl" mt="2" mb="4">
          {FLOOR_HEADING}
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '5' }}>
          {FLOOR_CARDS.map((card) => (
            <Box as="li" key={card.id} minW="0">
              <LinkBox display="block" borderRadius="md" overflow="hidden" bg="bg.panel" boxShadow="xs">
                <Box aspectRatio={3 / 4} style={{ background: card.colour }} />
                <Box px="2.5" pt="2" pb="2.5">
                  <Text fontSize="xs" color="fg.muted">
                    {card.column}
                  </Text>
                  <Heading as="h3" fontSize="sm" lineHeight="1.4" my="1">
                    <LinkOverlay href={`#${card.id}`}>{card.title}</LinkOverlay>
                  </Heading>
                  <HStack gap="2" fontSize="xs" color="fg.muted">
                    <Badge size="sm">{card.tag}</Badge>
                    <Text as="time">{card.date}</Text>
                    <Text as="span">{card.views}</Text>
                  </HStack>
                </Box>
              </LinkBox>
            </Box>
          ))}
        </SimpleGrid>
      </Box>
    </ChakraProvider>
  );
}
