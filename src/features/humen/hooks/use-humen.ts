import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageStatusOf, type PageStatus } from '../../../components/content';
import { useLocale } from '../../../i18n/use-locale';
import { userInfoQuery } from '../../../lib/session';
import { ISO_DAY, addDays, rangeDays, HUMEN_MAX_RANGE_DAYS } from '../../../shared/humen';
import { humenEntryQuery } from '../api/queries';

export interface HumenContext {
  channel: number;
  channelName: string;
  channels: { id: number; name: string }[];
  from: string;
  to: string;
  firstDay: string;
  lastDay: string;
}

export type HumenGate =
  | { state: 'loading' }
  | { state: 'failed'; status: PageStatus; error: unknown; retry: () => void }
  | { state: 'guest' }
  | { state: 'denied'; isVip: boolean }
  | { state: 'empty' }
  | { state: 'ready'; context: HumenContext };

type Answer<T> = { state: 'answered'; data: T } | Extract<HumenGate, { state: 'loading' | 'failed' }>;

/**
 * What a query answered since `openedAt`. A cached answer, or one restored from the persisted
 * cache (restoring counts as an update, so `isFetchedAfterMount` is true for it), does not count.
 */
function answerSince<T>(query: UseQueryResult<T | null>, openedAt: number): Answer<T> {
  if (query.error && query.errorUpdatedAt >= openedAt) {
    return { state: 'failed', status: pageStatusOf(query), error: query.error, retry: () => void query.refetch() };
  }
  if (query.data && query.dataUpdatedAt >= openedAt) return { state: 'answered', data: query.data };
  // Offline the call waits for the network: say so rather than spin (it resumes by itself).
  if (query.fetchStatus === 'paused') return { state: 'failed', status: 'offline', error: null, retry: () => void query.refetch() };
  return { state: 'loading' };
}

/**
 * Who may see market data and which market and dates a page shows: the member's granted markets
 * (oct/Humen/entry), the `channel` of the URL if granted (else the first), and `from`/`to` of the
 * URL when valid (else the last 30 days with data). A failed session or entry call ends in
 * `failed` with its page status and the server's message.
 */
export function useHumenGate(): HumenGate {
  const { locale } = useLocale();
  const [search] = useSearchParams();
  // Rights change on the server (a login as someone else, a package bought or ended): both answers
  // are asked again whenever a market-data page opens, never taken from a cache alone.
  const [openedAt] = useState(Date.now);
  const sessionQuery = useQuery({ ...userInfoQuery(locale), refetchOnMount: 'always' });
  const session = answerSince(sessionQuery, openedAt);
  const loggedIn = session.state === 'answered' && session.data.isLogin === 1;
  const entryQuery = useQuery({ ...humenEntryQuery(locale), enabled: loggedIn });
  if (session.state !== 'answered') return session;
  if (!loggedIn) return { state: 'guest' };
  const entry = answerSince(entryQuery, openedAt);
  if (entry.state !== 'answered') return entry;
  const info = session.data;
  const { channels, first_day, last_day } = entry.data;
  if (channels.length === 0) return { state: 'denied', isVip: info.is_vip === 1 };
  if (!first_day || !last_day) return { state: 'empty' };
  const asked = Number(search.get('channel'));
  const channel = channels.find((c) => c.id === asked) ?? channels[0]!;
  let from = search.get('from') ?? '';
  let to = search.get('to') ?? '';
  const valid = ISO_DAY.test(from) && ISO_DAY.test(to) && rangeDays(from, to) >= 1 && rangeDays(from, to) <= HUMEN_MAX_RANGE_DAYS;
  if (!valid) {
    to = last_day;
    from = addDays(last_day, -29);
  }
  return { state: 'ready', context: { channel: channel.id, channelName: channel.name, channels, from, to, firstDay: first_day, lastDay: last_day } };
}

/** A link to another /humen page keeping the market and the dates. */
export function humenHref(path: string, context: Pick<HumenContext, 'channel' | 'from' | 'to'>, extra: Record<string, string | number> = {}): string {
  const query = new URLSearchParams({ channel: String(context.channel), from: context.from, to: context.to });
  for (const [key, value] of Object.entries(extra)) query.set(key, String(value));
  return `/humen/${path}?${query.toString()}`;
}
