/**
 * A lazily loaded component asked to load ahead renders in the commit that first shows it; one not
 * loaded yet shows its Suspense fallback until its chunk arrives, as React.lazy does (issue #11).
 */
import { act, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { mountedRoot } from './support/mounted-root';
import { lazyNamed } from '../../src/lib/lazy-component';

const view = mountedRoot();

/** A module whose load the test releases, counting the loads asked of it. */
function deferredModule() {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const loads = { count: 0 };
  const module = { Greeting: ({ name }: { name: string }) => <p>你好，{name}</p> };
  const load = () => {
    loads.count++;
    return arrived.then(() => module);
  };
  return { load, release, loads };
}

const show = (element: React.ReactNode) => act(() => view.root.render(<Suspense fallback={<p>loading</p>}>{element}</Suspense>));

describe('lazyNamed', () => {
  it('once preloaded, renders in the first commit that shows it, without a fallback', async () => {
    const { load, release, loads } = deferredModule();
    const Greeting = lazyNamed(load, 'Greeting');
    const preloaded = Greeting.preload();
    release();
    await preloaded;
    const commits: string[] = [];
    new MutationObserver(() => commits.push(view.host.textContent ?? '')).observe(view.host, { childList: true, subtree: true, characterData: true });
    show(<Greeting name="设计师" />);
    await act(async () => undefined);
    expect(view.host.textContent).toBe('你好，设计师');
    expect(commits.join('|')).not.toContain('loading');
    expect(loads.count).toBe(1);
  });

  it('not loaded yet: the fallback shows until its chunk arrives, then the component, loaded once', async () => {
    const { load, release, loads } = deferredModule();
    const Greeting = lazyNamed(load, 'Greeting');
    show(<Greeting name="买手" />);
    expect(view.host.textContent).toBe('loading');
    void Greeting.preload();
    await act(async () => release());
    expect(view.host.textContent).toBe('你好，买手');
    expect(loads.count).toBe(1);
  });

  it('a chunk that failed to load is asked again by the next preload', async () => {
    let attempts = 0;
    const Greeting = lazyNamed(() => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ Greeting: () => <p>back</p> })), 'Greeting');
    await expect(Greeting.preload()).rejects.toThrow('offline');
    await Greeting.preload();
    show(<Greeting />);
    expect(view.host.textContent).toBe('back');
    expect(attempts).toBe(2);
  });
});
