import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_INFO, type UserInfo } from '../shared/contract/calls/account';
import { queryClient } from './api';
import { sessionLoader, userInfoQuery } from './session';

const member: UserInfo = { ...GUEST_INFO, isLogin: 1, username: 'demo-vip', customer_id: 7 };
let asks: number;
let answer: () => void;

beforeEach(() => {
  asks = 0;
  // The page's own fetch: each ask for the user info is counted and answered as the server would, when the test says.
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    expect(JSON.parse(init.body as string)).toMatchObject({ module: 'index', controller: 'User', func: 'reGetInfo' });
    asks++;
    await new Promise<void>((resolve) => (answer = resolve));
    return new Response(JSON.stringify({ status: 200, data: member, msg: 'success' }), { headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const known = () => queryClient.getQueryData(userInfoQuery().queryKey);

describe('sessionLoader (the root route, once per page load)', () => {
  it('asks at once on a first visit, without holding the page until the answer comes', async () => {
    expect(sessionLoader()).toBeNull();
    await vi.waitFor(() => expect(asks).toBe(1));
    expect(known()).toBeUndefined();
    answer();
    await vi.waitFor(() => expect(known()).toEqual(member));
    expect(asks).toBe(1);
  });

  it('asks again when an earlier page left a copy, however recent', async () => {
    const before: UserInfo = { ...member, username: 'before' };
    queryClient.setQueryData(userInfoQuery().queryKey, before);
    expect(sessionLoader()).toBeNull();
    await vi.waitFor(() => expect(asks).toBe(1));
    expect(known()).toEqual(before);
    answer();
    await vi.waitFor(() => expect(known()).toEqual(member));
  });
});
