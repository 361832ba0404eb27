import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { WaitingPart } from '../../src/components/content';
import { mountedRoot } from './support/mounted-root';

const mounted = mountedRoot();

/** A load that fails while the line is down, as fetch does, and answers once it is back. */
function lineDependentFetch() {
  let calls = 0;
  const fetchPalette = async () => {
    calls += 1;
    if (!onlineManager.isOnline()) throw new TypeError('Failed to fetch');
    return 'palette';
  };
  return { fetchPalette, calls: () => calls };
}

function Palette({ fetchPalette }: { fetchPalette: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['palette'], queryFn: fetchPalette });
  return query.data ? <p>{query.data}</p> : <WaitingPart query={query} placeholder={<span>skeleton</span>} />;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

/** Lets time pass until `check` holds: CI runs these files niced beside the browsers, where a few ms take hundreds. */
async function until(check: () => boolean) {
  const deadline = Date.now() + 20_000;
  while (!check() && Date.now() < deadline) await settle();
}

function render(fetchPalette: () => Promise<string>) {
  // The app's query settings that matter here: offline-first (one try, then retries pause offline).
  const client = new QueryClient({ defaultOptions: { queries: { networkMode: 'offlineFirst', retry: 2, retryDelay: 1 } } });
  act(() =>
    mounted.root.render(
      <QueryClientProvider client={client}>
        <Palette fetchPalette={fetchPalette} />
      </QueryClientProvider>,
    ),
  );
}

afterEach(() => onlineManager.setOnline(true));

describe('WaitingPart: a part of a page whose data has not come', () => {
  it('shows its placeholder while the data loads', async () => {
    let answer: (value: string) => void = () => {};
    render(() => new Promise<string>((resolve) => (answer = resolve)));
    await settle();
    expect(mounted.host.textContent).toBe('skeleton');
    await act(async () => answer('palette'));
    await until(() => mounted.host.textContent === 'palette');
    expect(mounted.host.textContent).toBe('palette');
  });

  it('offline with nothing on the device, says so instead of a placeholder for ever; loads by itself once online', async () => {
    onlineManager.setOnline(false);
    const line = lineDependentFetch();
    render(line.fetchPalette);
    const offlineLine = () => mounted.host.querySelector('[data-testid="part-offline"]')?.textContent;
    await until(() => offlineLine() !== undefined);
    expect(offlineLine()).toBe('当前离线，此页尚未保存在本机');
    // It tried once (the service worker may have answered), then waits for the network.
    expect(line.calls()).toBe(1);
    await act(async () => onlineManager.setOnline(true));
    await until(() => mounted.host.textContent === 'palette');
    expect(mounted.host.textContent).toBe('palette');
  });
});
