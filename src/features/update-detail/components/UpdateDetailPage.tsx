import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CountChips, ItemGrid, PageStatusView, pageStatusOf } from '../../../components/content';
import { useOnline } from '../../../lib/offline/hooks/use-online';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLocale } from '../../../i18n/use-locale';
import type { ChannelUpdate } from '../../../shared/contract/calls/tasks';
import { markSeen, updatesQuery } from '../api/queries';

function ChannelSection({ update, single }: { update: ChannelUpdate; single: boolean }) {
  const { t, formatDate } = useLocale();
  return (
    <Stack as="section" gap="4" data-testid={`updates-${update.channel}`} aria-labelledby={`updates-title-${update.channel}`}>
      <Flex align="baseline" gap="3" wrap="wrap">
        <Heading as="h2" id={`updates-title-${update.channel}`} fontFamily="display" fontSize={{ base: 'xl', md: '2xl' }}>
          {update.name}
        </Heading>
        <Badge borderRadius="full" px="2.5" bg={update.count > 0 ? 'loom.solid' : 'bg.muted'} color={update.count > 0 ? 'loom.contrast' : 'fg.muted'} data-testid="updates-count">
          {t('tasks.newCount', { count: update.count })}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {update.since_last_visit ? t('tasks.sinceVisit', { date: formatDate(update.since) }) : t('tasks.sinceWindow')}
        </Text>
        {!single && update.count > 0 && (
          <Button asChild size="xs" variant="ghost" ms="auto">
            <RouterLink to={`/updateDetail/${update.channel}`}>{t('tasks.viewAll')}</RouterLink>
          </Button>
        )}
      </Flex>
      <CountChips groups={update.groups} />
      {update.list.length > 0 ? (
        <ItemGrid items={update.list} density={single ? 'standard' : 'dense'} />
      ) : (
        <Box p="6" borderRadius="l3" bg="bg.muted" textAlign="center">
          <Text fontWeight="semibold">{t('tasks.nothingNew')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('tasks.nothingNewHint')}
          </Text>
        </Box>
      )}
    </Stack>
  );
}

/**
 * /updateDetail/:id? (login): what is new per channel since the member last looked. Opening one
 * channel counts as looking at it: the next visit starts from now (the page keeps showing what
 * it loaded).
 */
export function UpdateDetailPage() {
  const { t, locale } = useLocale();
  const raw = useParams().id;
  const channel = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
  const online = useOnline();
  const queryClient = useQueryClient();
  // What is new changes with every look: ask again on arrival (the cached copy shows offline).
  const query = useQuery({ ...updatesQuery(channel, locale), staleTime: 0, refetchOnMount: 'always' });
  usePageTitle(t('tasks.updatesTitle'));
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (channel === undefined || !query.data || !online || marked.current === channel) return;
    marked.current = channel;
    void markSeen(channel)
      .then(() => queryClient.invalidateQueries({ queryKey: ['api', 'oct/UpdateDetail/getUpdates'], refetchType: 'none' }))
      .catch(() => {
        marked.current = null;
      });
  }, [channel, query.data, online, queryClient]);
  return (
    <Stack data-testid="update-detail-page" gap="8" maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap="2">
        {channel !== undefined && (
          <Button asChild size="xs" variant="ghost" alignSelf="start" px="0">
            <RouterLink to="/updateDetail">← {t('tasks.backToUpdates')}</RouterLink>
          </Button>
        )}
        <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '3xl' }}>
          {t('tasks.updatesTitle')}
        </Heading>
        <Text color="fg.muted">{t('tasks.updatesIntro')}</Text>
      </Stack>
      <PageStatusView status={pageStatusOf(query)} error={query.error} onRetry={() => void query.refetch()}>
        {query.data && (
          <Stack gap="12">
            {query.data.channels.map((update) => (
              <ChannelSection key={update.channel} update={update} single={channel !== undefined} />
            ))}
          </Stack>
        )}
      </PageStatusView>
    </Stack>
  );
}
