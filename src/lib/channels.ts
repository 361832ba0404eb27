import { useSearchParams } from 'react-router-dom';

/** Main channels (spec §6, §9): women's, men's, kids'. */
export const MAIN_CHANNELS = [20850, 20840, 20860] as const;
export type MainChannel = (typeof MAIN_CHANNELS)[number];

/** Spec §9: the default (and default search) channel is women's. */
export const DEFAULT_CHANNEL: MainChannel = 20850;

export function isMainChannel(value: number): value is MainChannel {
  return (MAIN_CHANNELS as readonly number[]).includes(value);
}

/** The `channel` query value as a channel id, or the default when absent or malformed. */
export function channelFromSearch(search: URLSearchParams): number {
  const value = Number(search.get('channel'));
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_CHANNEL;
}

/** The channel the page is about (query `channel`), which the header navigation follows. */
export function useCurrentChannel(): number {
  const [search] = useSearchParams();
  return channelFromSearch(search);
}
