import { useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { MESSAGES, STATUS, type Envelope } from '../shared/contract/envelope';
import type { UserInfo } from '../shared/contract/calls/account';
import { getLocale, type Locale } from '../i18n/locale';
import { useLocale } from '../i18n/use-locale';
import { addApiErrorListener, queryClient, queryOptionsFor } from './api';

/** When this page started: user info fetched before it came from an earlier page's persisted cache. */
const PAGE_STARTED_AT = Date.now();
const answeredForThisPage = (dataUpdatedAt: number) => dataUpdatedAt >= PAGE_STARTED_AT;

/**
 * The signed-in user as every feature sees it (spec §3 user info), and the "signed in
 * elsewhere" state (1845). The server decides every permission; this only mirrors it in the UI.
 */
export const userInfoQuery = (locale?: Locale) => ({
  ...queryOptionsFor('index/User/reGetInfo', {}, locale),
  // Entitlements change on the server (VIP bought or expired, login elsewhere): look again often.
  staleTime: 30_000,
  // A copy restored from an earlier page may be out of date however recent (the cookie was signed
  // in or out since, by another tab or app): every page asks once.
  refetchOnMount: (query: { state: { dataUpdatedAt: number } }) => (answeredForThisPage(query.state.dataUpdatedAt) ? true : ('always' as const)),
});

/**
 * The root route's loader, on a page load only: asks who is signed in together with the page's
 * own loaders, not once the page has rendered, so the answer usually comes with the page's data and
 * renders with it, and what waits for the user (the header's account menu, notifications, the
 * offline outbox) starts a round trip sooner. Never waited for: on a slow line the page is up before
 * it, as before. Asked even when an earlier page's copy looks recent (the cookie may have changed since).
 */
export function sessionLoader(): null {
  void queryClient.prefetchQuery({ ...userInfoQuery(getLocale()), staleTime: 0 });
  return null;
}

export interface Session {
  /** undefined until known (first load, or offline with nothing cached). */
  info: UserInfo | undefined;
  loggedIn: boolean;
  /** `info` is the server's answer to this page, not a copy restored from an earlier page. */
  confirmed: boolean;
  /** Nothing known yet and the check is on its way: a member may be signed in (just after a load). */
  settling: boolean;
}

export function useSession(): Session {
  const { locale } = useLocale();
  const { data, dataUpdatedAt, fetchStatus } = useQuery(userInfoQuery(locale));
  const info = data ?? undefined;
  return { info, loggedIn: info?.isLogin === 1, confirmed: answeredForThisPage(dataUpdatedAt), settling: info === undefined && fetchStatus === 'fetching' };
}

/** Where to send a guest to sign in, coming back to `redirect` afterwards. */
export function loginPath(redirect?: string, mode: 'login' | 'register' = 'login'): string {
  const base = mode === 'register' ? '/register' : '/login';
  return redirect ? `${base}?redirect=${encodeURIComponent(redirect)}` : base;
}

let signingOut = false;

/**
 * This page is logging out and loads the login page itself. Meanwhile the emptied cache asks who
 * is signed in again and may hear "a guest" first: the session guard must not send the page
 * elsewhere then (it raced the logout to /login?redirect=…, the previous user's page, and on a
 * busy device won).
 */
export function markSigningOut(): void {
  signingOut = true;
}

export const isSigningOut = (): boolean => signingOut;

let displaced = false;
const displacedListeners = new Set<() => void>();

/**
 * Marks the session as taken over by another device; the session guard then shows the
 * non-closable 权限提示 dialog. Every data call answering 1845 does this by itself; routes
 * outside /api/data (sync, downloads, uploads) call it when they get status 1845.
 */
export function markDisplaced(): void {
  if (displaced) return;
  displaced = true;
  for (const listener of displacedListeners) listener();
}

export function useDisplaced(): boolean {
  return useSyncExternalStore(
    (listener) => {
      displacedListeners.add(listener);
      return () => displacedListeners.delete(listener);
    },
    () => displaced,
    () => false,
  );
}

addApiErrorListener((error) => {
  if (error.status === STATUS.displaced) markDisplaced();
});

export type SessionEnd = { reason: 'logout' | 'displaced-logout' };
const endListeners = new Set<(event: SessionEnd) => void | Promise<void>>();

/**
 * Runs before the user's session ends on this device (logout, or logout from the 1845 dialog):
 * features holding per-user data offline (outbox, Dexie, caches) clean up here. The logout
 * waits for every listener (errors are logged, never block the logout). Returns unsubscribe.
 */
export function onSessionEnd(listener: (event: SessionEnd) => void | Promise<void>): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

export async function announceSessionEnd(event: SessionEnd): Promise<void> {
  await Promise.all(
    [...endListeners].map(async (listener) => {
      try {
        await listener(event);
      } catch (error) {
        console.error('session end listener failed', error);
      }
    }),
  );
}

/** An /api/auth answer that was not a success: its status and the server's message, shown as is. */
export class AuthRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** POST to /api/auth/* (login, register, logout, password); resolves to the envelope's data. */
export async function authRequest<T>(path: `/api/auth/${string}`, body: unknown): Promise<T> {
  let envelope: Envelope<T> | undefined;
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
    envelope = (await response.json().catch(() => undefined)) as Envelope<T> | undefined;
  } catch {
    throw new AuthRequestError(-1, MESSAGES.timeout);
  }
  if (!envelope || typeof envelope.status !== 'number') throw new AuthRequestError(STATUS.serverError, MESSAGES.serverError);
  if (envelope.status === STATUS.displaced) markDisplaced();
  if (envelope.status !== STATUS.ok) throw new AuthRequestError(envelope.status, envelope.msg || MESSAGES.serverError);
  return envelope.data as T;
}

/**
 * A yes/no remembered for this browsing session (sessionStorage), e.g. a closed promo bar or a
 * dismissed tip. Without storage (private mode) it lasts until the page is left.
 */
export function useSessionFlag(key: string): [boolean, () => void] {
  const [set, setSet] = useState(() => {
    try {
      return sessionStorage.getItem(key) === '1';
    } catch {
      return false;
    }
  });
  const raise = () => {
    setSet(true);
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      // Storage unavailable: the state above still holds for this page.
    }
  };
  return [set, raise];
}
