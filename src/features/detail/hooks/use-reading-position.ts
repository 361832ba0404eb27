import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useOnline } from '../../../lib/offline/hooks/use-online';
import { readPositionQuery, saveReadPosition } from '../api/book-queries';

/** A reading position as this device keeps it: the page and when it was turned (device clock, ms). */
export interface StoredPosition {
  page: number;
  at: number;
  /** Not yet on the server (turned while offline, or the save failed). */
  pending: boolean;
}

const KEY_PREFIX = 'trendloom:book-position:';
const keyOf = (userId: number | null, bookId: number) => `${KEY_PREFIX}${userId ?? 'guest'}:${bookId}`;

export function readStoredPosition(userId: number | null, bookId: number): StoredPosition | null {
  try {
    const value = JSON.parse(localStorage.getItem(keyOf(userId, bookId)) ?? 'null') as StoredPosition | null;
    return value && Number.isInteger(value.page) && value.page > 0 && Number.isFinite(value.at) ? value : null;
  } catch {
    return null;
  }
}

function storePosition(userId: number | null, bookId: number, position: StoredPosition) {
  try {
    localStorage.setItem(keyOf(userId, bookId), JSON.stringify(position));
  } catch {
    // Storage full or blocked: the server copy still remembers for members.
  }
}

/** Saves wait this long after the last turn, so leafing through a book sends one save. */
const SAVE_DELAY_MS = 800;

/**
 * Where the reader is in a book, remembered per device (localStorage, works offline and for
 * guests) and per member on the server. On opening, the newer of the two wins; turns made offline
 * are sent when the connection returns, and the server keeps the newest turn whatever arrives late.
 */
export function useReadingPosition(bookId: number, userId: number | null) {
  const online = useOnline();
  const signedIn = userId !== null;
  const server = useQuery({ ...readPositionQuery(bookId), enabled: signedIn && online, staleTime: 0 });
  const [local, setLocal] = useState(() => readStoredPosition(userId, bookId));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => setLocal(readStoredPosition(userId, bookId)), [userId, bookId]);

  const push = useCallback(
    async (position: StoredPosition) => {
      if (!signedIn || !navigator.onLine) return;
      try {
        await saveReadPosition(bookId, position.page, position.at);
        const current = readStoredPosition(userId, bookId);
        // Only clear the flag when no newer turn happened meanwhile.
        if (current && current.at === position.at) {
          const sent = { ...current, pending: false };
          storePosition(userId, bookId, sent);
          setLocal(sent);
        }
      } catch {
        // Stays pending: sent on the next turn or when the connection returns.
      }
    },
    [bookId, signedIn, userId],
  );

  // Back online (or signed in): send what was read meanwhile.
  useEffect(() => {
    const stored = readStoredPosition(userId, bookId);
    if (online && stored?.pending) void push(stored);
  }, [online, push, userId, bookId]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const remember = useCallback(
    (page: number) => {
      const position: StoredPosition = { page, at: Date.now(), pending: signedIn };
      storePosition(userId, bookId, position);
      setLocal(position);
      clearTimeout(timer.current);
      if (signedIn) timer.current = setTimeout(() => void push(position), SAVE_DELAY_MS);
    },
    [bookId, push, signedIn, userId],
  );

  const remote = server.data && server.data.page > 0 ? { page: server.data.page, at: server.data.read_at } : null;
  const newest = remote && (!local || remote.at > local.at) ? remote.page : (local?.page ?? null);
  /** Still asking the server (online members only): wait before choosing where to open. */
  const settling = signedIn && online && server.isPending;
  return { page: newest, settling, remember };
}
