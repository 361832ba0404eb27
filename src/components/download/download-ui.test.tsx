import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiQueryKey } from '../../lib/api';
import { listItem } from '../../../tests/support/list-item';
import type { DownloadItem } from '../../shared/download/types';
import { ItemCard } from '../item-card';
import { BatchDownloadBar, batchItemIds, DownloadButtons, DownloadSelectionProvider, handleDownloadRequests, SelectToggle, type DownloadRequest } from '.';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let requests: DownloadRequest[];
let release: () => void;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  requests = [];
  release = handleDownloadRequests((request) => requests.push(request));
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  release();
});

function render(node: ReactNode, client = new QueryClient()) {
  act(() => root.render(<ChakraProvider value={defaultSystem}><QueryClientProvider client={client}>{node}</QueryClientProvider></ChakraProvider>));
}

const byTestId = (id: string) => container.querySelector(`[data-testid="${id}"]`);
const click = (element: Element | null) => act(() => (element as HTMLElement).click());
const toggles = () => [...container.querySelectorAll('[data-testid="batch-toggle"]')];

describe('batch selection (spec §4: select all, cancel, toggle per item)', () => {
  function Page() {
    return (
      <DownloadSelectionProvider itemIds={[11, 12, 13]}>
        <BatchDownloadBar />
        {[11, 12, 13].map((id) => (
          <div key={id}>
            <SelectToggle itemId={id} label={`item ${id}`} />
          </div>
        ))}
      </DownloadSelectionProvider>
    );
  }

  it('shows checkboxes only in batch mode, toggles, selects all, cancels and requests the download', () => {
    render(<Page />);
    expect(toggles()).toHaveLength(0);
    click(byTestId('batch-start'));
    expect(toggles()).toHaveLength(3);
    click(toggles()[1]!);
    expect(byTestId('batch-count')!.textContent).toBe('已选 1 项');
    click(toggles()[1]!);
    expect(byTestId('batch-count')!.textContent).toBe('已选 0 项');
    click(toggles()[2]!);
    click(byTestId('batch-download'));
    expect(requests).toEqual([{ kind: 'batch', ids: [13] }]);

    click(byTestId('batch-select-all'));
    expect(byTestId('batch-count')!.textContent).toBe('已选 3 项');
    click(byTestId('batch-download'));
    expect(requests.at(-1)).toEqual({ kind: 'batch', ids: [11, 12, 13] });

    click(byTestId('batch-cancel'));
    expect(toggles()).toHaveLength(0);
    click(byTestId('batch-start'));
    expect(byTestId('batch-count')!.textContent).toBe('已选 0 项');
  });

  it('passes an empty selection on, so the flow can say 请选择需要下载的数据！~', () => {
    render(<Page />);
    click(byTestId('batch-start'));
    click(byTestId('batch-download'));
    expect(requests).toEqual([{ kind: 'batch', ids: [] }]);
  });
});

describe('batch selection on list cards', () => {
  const card = (id: number, locked: boolean) => listItem(id, { title: `印花 ${id}`, is_vip: locked, locked });
  const items = [card(21, false), card(22, true), card(23, false)];
  const cards = () => items.map((item) => <ItemCard key={item.id} item={item} href={`/details/${item.id}`} />);

  it('selects only unlocked cards: a locked card has no picture to download', () => {
    expect(batchItemIds(items)).toEqual([21, 23]);
    render(
      <MemoryRouter>
        <DownloadSelectionProvider itemIds={batchItemIds(items)}>
          <BatchDownloadBar />
          {cards()}
        </DownloadSelectionProvider>
      </MemoryRouter>,
    );
    expect(toggles()).toHaveLength(0);
    click(byTestId('batch-start'));
    expect(toggles().map((toggle) => toggle.getAttribute('data-item-id'))).toEqual(['21', '23']);
    click(byTestId('batch-select-all'));
    click(byTestId('batch-download'));
    expect(requests).toEqual([{ kind: 'batch', ids: [21, 23] }]);
  });

  it('shows no checkbox on a card outside a batch-download page', () => {
    render(<MemoryRouter>{cards()}</MemoryRouter>);
    expect(container.querySelectorAll('[data-testid="item-card"]')).toHaveLength(3);
    expect(toggles()).toHaveLength(0);
  });
});

describe('detail page format chooser', () => {
  const item = (isRightD: boolean): DownloadItem => ({
    id: 7,
    type: 3,
    title: '印花',
    title_picture: '/media/c7',
    vip_picture: '',
    bg_picture: '/media/c7/thumb',
    download_url: { pdf: '/download/item/7/pdf/a-7.pdf', jpg: '/download/item/7/jpg/a-7.jpg', zip: '/download/item/7/zip/a-7.zip' },
    subsidiary_list: [{ id: 'pic1', title_picture: '/media/p1/thumb', download_url: { jpg: '/download/item/7/pic1/a-7-1.jpg' } }],
    isRight: { isRightD },
  });
  const withData = (data: DownloadItem) => {
    const client = new QueryClient();
    client.setQueryData(apiQueryKey('oct/DetailData/getDownloadList', { ids: '7', detail: 1 }, 'zh'), { list: [data] });
    return client;
  };

  it('renders nothing when the data does not grant the right', () => {
    render(<DownloadButtons itemId={7} />, withData(item(false)));
    expect(byTestId('download-buttons')).toBeNull();
  });

  it('offers the formats the item has, in chooser order, then its attached pictures', () => {
    render(<DownloadButtons itemId={7} />, withData(item(true)));
    const select = byTestId('download-format') as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['jpg', 'JPG'],
      ['pdf', 'PDF'],
      ['zip', '全部打包'],
      ['pic1', '附图 1'],
    ]);
    act(() => {
      select.value = 'pdf';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    click(byTestId('download-button'));
    expect(requests).toEqual([{ kind: 'file', itemId: 7, format: 'pdf', url: '/download/item/7/pdf/a-7.pdf' }]);
  });
});
