import { Box, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageStatusOf, PageStatusView } from '../../../components/content';
import { NoAccessNotice } from '../../../components/no-access';
import { useLocale } from '../../../i18n/use-locale';
import { useOfflineUser } from '../../../lib/offline/hooks/use-offline-user';
import { useOnline } from '../../../lib/offline/hooks/use-online';
import { useSession } from '../../../lib/session';
import { bookPagesQuery } from '../api/book-queries';
import { useReadingPosition } from '../hooks/use-reading-position';
import { TrendBookReader } from './TrendBookReader';

/** Who is reading, once known: the member's id, null for a guest; undefined while the session is still loading. */
function useReader(): number | null | undefined {
  const { info, loggedIn } = useSession();
  const offlineUser = useOfflineUser();
  const online = useOnline();
  if (info === undefined && online) return undefined;
  if (!loggedIn) return offlineUser?.userId ?? null;
  return offlineUser ? offlineUser.userId : undefined;
}

/**
 * A trend book (issue #17): its pages in the reader, the page in the URL (?p=), and — opened
 * without ?p= — back at the page this member last read, on this device or another.
 */
export function TrendBook({ id, title }: { id: number; title: string }) {
  const { t, locale } = useLocale();
  const query = useQuery(bookPagesQuery(id, locale));
  const reader = useReader();
  const position = useReadingPosition(id, reader ?? null);
  const [search, setSearch] = useSearchParams();
  const [resumed, setResumed] = useState<number | null>(null);
  const opened = useRef(false);
  const urlPage = Number(search.get('p')) || null;
  const total = query.data?.pages.length ?? 0;

  const setPage = (next: number) => {
    setSearch((current) => ({ ...Object.fromEntries(current), p: String(next) }), { replace: true });
    position.remember(next);
  };

  // Once per opening: without ?p= the remembered page opens; with it, the URL's page is remembered.
  useEffect(() => {
    if (opened.current || reader === undefined || position.settling || total === 0) return;
    opened.current = true;
    if (urlPage) {
      position.remember(Math.min(urlPage, total));
    } else if (position.page && position.page > 1) {
      const page = Math.min(position.page, total);
      setSearch((current) => ({ ...Object.fromEntries(current), p: String(page) }), { replace: true });
      setResumed(page);
    }
  }, [position, reader, setSearch, total, urlPage]);

  if (query.data?.locked) return <LockedBook cover={query.data.cover} title={query.data.title} total={query.data.total} />;
  return (
    <PageStatusView status={pageStatusOf(query)} error={query.error} onRetry={() => query.refetch()} skeleton="article">
      {query.data && total > 0 && (
        <Stack gap="2">
          {resumed && (
            <Text fontSize="sm" color="fg.muted" data-testid="reader-resumed">
              {t('content.readerResumed', { page: resumed })}
            </Text>
          )}
          <TrendBookReader title={title} pages={query.data.pages} page={Math.min(urlPage ?? 1, total)} onPage={setPage} />
        </Stack>
      )}
    </PageStatusView>
  );
}

/** A book the reader may not open: its cover, its length and the no-access prompt; never a page. */
export function LockedBook({ cover, title, total }: { cover: string; title: string; total: number }) {
  const { t } = useLocale();
  return (
    <Stack gap="6" align="center" data-testid="book-locked" py="4">
      <Box w="56" borderRadius="l2" overflow="hidden" boxShadow="lg" bg="bg.muted">
        <Image src={cover} alt={title} w="full" />
      </Box>
      <Heading as="h2" size="md" textAlign="center">
        {title}
      </Heading>
      {total > 0 && <Text color="fg.muted">{t('content.readerLocked', { total })}</Text>}
      <NoAccessNotice />
    </Stack>
  );
}

/** The locked card of a book for a detail page whose item answered 9527. */
export function LockedBookPage({ id }: { id: number }) {
  const { locale } = useLocale();
  const query = useQuery(bookPagesQuery(id, locale));
  if (!query.data) return <NoAccessNotice />;
  return <LockedBook cover={query.data.cover} title={query.data.title} total={query.data.total} />;
}
