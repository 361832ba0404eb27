import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The page frame of a tool or directory feature (3D library, manufacturing…): title, intro, content. */
export function FeatureFrame({ title, intro, testId, children }: { title: string; intro: string; testId: string; children: ReactNode }) {
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="6" data-testid={testId}>
      <Heading as="h1" fontFamily="display" fontSize="2xl" mb="2">
        {title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="6">
        {intro}
      </Text>
      {children}
    </Box>
  );
}
