import { SimpleGrid, Skeleton } from '@chakra-ui/react';

/** The analysis dashboard's place while its code or its figures load. */
export function AnalysisSkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" aria-busy="true" data-testid="analysis-loading">
      <Skeleton h="24" borderRadius="l3" />
      <Skeleton h="24" borderRadius="l3" />
      <Skeleton h="24" borderRadius="l3" />
    </SimpleGrid>
  );
}
