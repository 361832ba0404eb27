import { Box, Heading, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ItemGrid, pageStatusOf, PageStatusView } from '../../../components/content';
import { useLocale } from '../../../i18n/use-locale';
import type { ListItem } from '../../../shared/catalogue/types';
import { pictureSearchQuery } from '../api/search-queries';

function Results({ items, note }: { items: ListItem[]; note?: string }) {
  const { t } = useLocale();
  return (
    <Box data-testid="search-pic-results">
      <Heading as="h2" fontSize="lg" mb="1">
        {t('content.searchPicResults')}
      </Heading>
      {note && (
        <Text fontSize="sm" color="fg.muted" mb="3" data-testid="search-pic-offline">
          {note}
        </Text>
      )}
      <Box mt="3">
        <ItemGrid items={items} />
      </Box>
    </Box>
  );
}

/** The catalogue's items most like the member's picture, from the server. */
export function ServerPictureResults({ channel, descriptor }: { channel: number; descriptor: readonly number[] }) {
  const { t, locale } = useLocale();
  const results = useQuery(pictureSearchQuery(channel, descriptor, locale));
  return (
    <PageStatusView status={pageStatusOf(results)} error={results.error} onRetry={() => results.refetch()} empty={{ title: t('content.searchPicNoMatch') }}>
      {results.data && <Results items={results.data.list} />}
    </PageStatusView>
  );
}

/** Offline: the items of the member's offline packs most like the picture. */
export function PackPictureResults({ items, searched }: { items: ListItem[]; searched: number }) {
  const { t } = useLocale();
  if (items.length === 0) {
    return (
      <Text color="fg.muted" data-testid="search-pic-no-match">
        {t('content.searchPicNoMatch')}
      </Text>
    );
  }
  return <Results items={items} note={t('content.searchPicOffline', { count: searched })} />;
}
