import { Box, Button, Flex, Heading, HStack, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { BatchDownloadBar, batchItemIds, DownloadSelectionProvider, SelectToggle } from '../../../components/download';
import { UseInToolMenu } from '../../../components/picture-tools/UseInToolMenu';
import { useLocale } from '../../../i18n/use-locale';
import { queryOptionsFor } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import type { ListItem } from '../../../shared/catalogue/types';

const numberOr = (value: string | null) => (value === null || value === '' || value === '0' ? undefined : Number(value));

/**
 * /download/batch?channel=…&column=…&p=…: a list's pictures in batch-download view. Choose
 * items (or all on the page), then one zip of their pictures, or the picture itself for one.
 */
export function BatchPage() {
  const { t, locale } = useLocale();
  const [search] = useSearchParams();
  const page = numberOr(search.get('p')) ?? 1;
  const params = {
    channel: numberOr(search.get('channel')),
    column: numberOr(search.get('column')),
    subcolumn: search.get('subcolumn') ?? undefined,
    type: numberOr(search.get('type')),
    p: page,
  };
  const { data, isPending } = useQuery(queryOptionsFor('oct/ListDataKw/getList', params, locale));
  const items = useMemo(() => data?.list ?? [], [data]);
  const ids = useMemo(() => batchItemIds(items), [items]);
  usePageTitle(t('download.batch'));

  const pageLink = (p: number) => {
    const next = new URLSearchParams(search);
    next.set('p', String(p));
    return `?${next.toString()}`;
  };

  return (
    <DownloadSelectionProvider itemIds={ids}>
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py="8">
        <Flex justify="space-between" align="center" gap="4" wrap="wrap" mb="6">
          <Heading as="h1" fontFamily="display" size="2xl">
            {t('download.batch')}
          </Heading>
          <BatchDownloadBar />
        </Flex>
        {!isPending && items.length === 0 && <Text color="fg.muted">{t('common.noData')}</Text>}
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 4, xl: 5 }} gap="4" data-testid="batch-grid">
          {items.map((item) => (
            <BatchCard key={item.id} item={item} />
          ))}
        </SimpleGrid>
        <HStack justify="center" gap="3" mt="8">
          {page > 1 && (
            <Button asChild size="sm" variant="outline" borderRadius="full">
              <RouterLink to={pageLink(page - 1)}>‹</RouterLink>
            </Button>
          )}
          {data && page * 40 < data.count && (
            <Button asChild size="sm" variant="outline" borderRadius="full">
              <RouterLink to={pageLink(page + 1)}>›</RouterLink>
            </Button>
          )}
        </HStack>
      </Box>
    </DownloadSelectionProvider>
  );
}

function BatchCard({ item }: { item: ListItem }) {
  return (
    <Box as="li" position="relative" borderRadius="l3" overflow="hidden" borderWidth="1px" borderColor="border.muted" bg="bg.surface" data-testid="batch-card">
      <Box aspectRatio={3 / 4} bg="bg.muted">
        <Image src={item.cover_thumb} alt={item.title} w="full" h="full" objectFit="cover" loading="lazy" />
      </Box>
      {!item.locked && <SelectToggle itemId={item.id} label={item.title} />}
      <Text px="3" pt="2" fontSize="sm" lineClamp={2}>
        {item.title}
      </Text>
      <Box px="1" pb="1">
        {!item.locked && <UseInToolMenu picture={item.cover} channel={item.channel} />}
      </Box>
    </Box>
  );
}

export default BatchPage;
