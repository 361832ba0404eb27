import 'fake-indexeddb/auto';
import Dexie, { liveQuery, type Table } from 'dexie';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { setLiveQuery } from '../../src/lib/offline/live-query';
import { useLiveQuery } from '../../src/lib/offline/hooks/use-live-query';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

class NotesDb extends Dexie {
  notes!: Table<{ id: number; text: string }, number>;
  constructor() {
    super(`live-query-test-${Math.random()}`);
    this.version(1).stores({ notes: 'id' });
  }
}

let root: Root | null = null;
let container: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
});

function Notes({ db }: { db: NotesDb | null }) {
  const notes = useLiveQuery(async () => (db ? (await db.notes.toArray()).map((note) => note.text).join(',') : 'no user'), [db], 'loading');
  return <p>{notes}</p>;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

function render(element: React.ReactElement) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(element));
  return container;
}

describe('useLiveQuery without Dexie in the first JavaScript (issue #11)', () => {
  it('shows the default, then the querier once while no database is open', async () => {
    const view = render(<Notes db={null} />);
    expect(view.textContent).toBe('loading');
    await settle();
    expect(view.textContent).toBe('no user');
  });

  it('follows the database live once Dexie has loaded and a database is open', async () => {
    setLiveQuery(liveQuery);
    const db = new NotesDb();
    await db.notes.put({ id: 1, text: 'first' });
    const view = render(<Notes db={db} />);
    await settle();
    expect(view.textContent).toBe('first');
    await act(() => db.notes.put({ id: 2, text: 'second' }));
    await settle();
    expect(view.textContent).toBe('first,second');
    await db.delete();
  });
});
