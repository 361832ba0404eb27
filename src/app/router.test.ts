import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { loadersInTasksOfTheirOwn } from './router';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadersInTasksOfTheirOwn', () => {
  it("starts each loader in a task after the router's own, all before any is waited for, and keeps their data", async () => {
    const started: string[] = [];
    let answerSession!: (value: string) => void;
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          loader: () => (started.push('root'), new Promise<string>((resolve) => (answerSession = resolve))),
          children: [{ id: 'page', index: true, loader: () => (started.push('page'), 'page data') }],
        },
      ],
      { dataStrategy: loadersInTasksOfTheirOwn },
    );
    expect(started).toEqual([]);
    await nextTask();
    expect(started).toEqual(['root']);
    await nextTask();
    // The page's loader starts while the session's answer is still on its way.
    expect(started).toEqual(['root', 'page']);
    expect(router.state.initialized).toBe(false);
    answerSession('session data');
    await expect.poll(() => router.state.initialized).toBe(true);
    expect(router.state.loaderData).toEqual({ root: 'session data', page: 'page data' });
    router.dispose();
  });

  it("reports a loader's error as the router's, and later navigations load only what they need", async () => {
    const started: string[] = [];
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          loader: () => (started.push('root'), 'root data'),
          shouldRevalidate: () => false,
          children: [
            { id: 'home', index: true, loader: () => (started.push('home'), 'home data') },
            {
              id: 'broken',
              path: 'broken',
              loader: () => {
                started.push('broken');
                throw new Error('no page');
              },
              ErrorBoundary: () => null,
            },
          ],
        },
      ],
      { dataStrategy: loadersInTasksOfTheirOwn },
    );
    await expect.poll(() => router.state.initialized).toBe(true);
    await router.navigate('/broken');
    expect(started).toEqual(['root', 'home', 'broken']);
    expect(router.state.errors).toEqual({ broken: new Error('no page') });
    expect(router.state.loaderData.root).toBe('root data');
    router.dispose();
  });
});
