import { afterEach, describe, expect, it, vi } from 'vitest';
import { INS_CODE, INS_MESSAGES, INS_PROXY_PATH } from '../../shared/contract/ins-plain';
import { ApiError } from '../api';
import { callIns } from './api';

/** Lets every microtask queued so far (and those they queue) run: what the caller's task still does. */
async function drainMicrotasks() {
  for (let turn = 0; turn < 20; turn++) await Promise.resolve();
}

describe('callIns', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts its request in a task after the caller’s and resolves to the answer’s data', async () => {
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return Promise.resolve(new Response(JSON.stringify({ code: INS_CODE.ok, message: INS_MESSAGES.ok, data: { count: 3 } }), { status: 200 }));
    });

    const answer = callIns('notificationUnread', {}, [], { locale: 'zh' });
    await drainMicrotasks();
    expect(sent).toEqual([]);

    await expect(answer).resolves.toEqual({ count: 3 });
    expect(sent).toEqual([{ url: INS_PROXY_PATH, body: expect.objectContaining({ locale: 'zh' }) }]);
  });

  it('a call cancelled before its request starts never goes out live', async () => {
    const liveAtStart: boolean[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      liveAtStart.push(!init.signal?.aborted);
      return Promise.reject(init.signal?.aborted ? init.signal.reason : new Error('went out live'));
    });
    const cancel = new AbortController();
    const answer = callIns('notificationUnread', {}, [], { signal: cancel.signal });
    cancel.abort(new DOMException('left the page', 'AbortError'));
    await expect(answer).rejects.toThrow('left the page');
    expect(liveAtStart).not.toContain(true);
  });

  it('a body that is not the proxy’s envelope is the service-failed error', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })));
    const answer = callIns('notificationUnread', {}, []);
    await expect(answer).rejects.toBeInstanceOf(ApiError);
    await expect(answer).rejects.toMatchObject({ status: INS_CODE.serverError, message: INS_MESSAGES.serviceFailed });
  });
});
