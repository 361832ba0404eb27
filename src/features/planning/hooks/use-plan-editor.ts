import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api';
import { useOfflineUser } from '../../../lib/offline/hooks/use-offline-user';
import { notifyOffline as notify } from '../../../lib/offline/toaster';
import { STATUS } from '../../../shared/contract';
import type { FavouriteCard } from '../../../shared/contract/calls/usercenter';
import { PLAN_LIMITS, type PlanBoard, type PlanItem, type RangePlan } from '../../../shared/planning/board';
import { planQuery, savePlan } from '../api/plans';

/** Rows (categories) and the two column axes (colour stories, drops) of a board. */
export type Axis = 'categories' | 'stories' | 'drops';
const ITEM_FIELD = { categories: 'categoryId', stories: 'storyId', drops: 'dropId' } as const satisfies Record<Axis, keyof PlanItem>;
const AXIS_LIMIT: Record<Axis, number> = { categories: PLAN_LIMITS.categories, stories: PLAN_LIMITS.stories, drops: PLAN_LIMITS.drops };

export interface CellRef {
  categoryId: string;
  storyId: string;
  dropId: string;
}

const newKey = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

/** The same favourite (item and picture) is one style of a plan. */
export const sourceKey = (source: PlanItem['source']) => `${source.type}:${source.itemId}:${source.pictureId ?? ''}`;

export function itemsFromFavourites(cards: FavouriteCard[], cell: CellRef, quantity: number, priceFen: number): PlanItem[] {
  return cards.map((card) => ({
    id: newKey('i'),
    ...cell,
    source: { itemId: card.id, type: card.fav.type, pictureId: card.fav.picture_id },
    title: card.title.slice(0, 200),
    cover: card.cover_thumb || null,
    colours: card.colours.slice(0, PLAN_LIMITS.itemColours).map((colour) => ({ hex: colour.color_rgbhex.toUpperCase(), ratio: colour.ratio })),
    quantity,
    priceFen,
  }));
}

/**
 * The board being edited: a working copy over the last saved plan. Saves send the version the copy
 * was based on; a newer version on the server (another tab or device saved) is a conflict the
 * member resolves — overwrite it with this page, or load it and drop this page's changes —
 * never a silent loss. Unsaved changes are kept on the device as a draft (through failed saves,
 * a reload, an offline day or a logout) and come back with the version they started from, so a
 * save of an old draft over a newer plan is a conflict too.
 */
export function usePlanEditor(plan: RangePlan) {
  const { t, locale } = useLocale();
  const queryClient = useQueryClient();
  const [base, setBase] = useState(plan);
  const [board, setBoard] = useState(plan.board);
  const [conflict, setConflict] = useState<string | null>(null);
  /** Goes up when the board is replaced by another version: inputs that keep their own text start afresh. */
  const [revision, setRevision] = useState(0);
  const dirty = board !== base.board;
  const drafts = useOfflineUser()?.db.planDrafts;
  /** The device's draft has been looked for (until then nothing is written over it). */
  const [draftRead, setDraftRead] = useState(false);

  useEffect(() => {
    if (!drafts) return;
    let live = true;
    void drafts.get(plan.id).then((draft) => {
      if (!live) return;
      if (draft) {
        setBase((current) => ({ ...current, version: draft.baseVersion }));
        setBoard(draft.board);
        setRevision((n) => n + 1);
      }
      setDraftRead(true);
    });
    return () => {
      live = false;
    };
  }, [drafts, plan.id]);

  useEffect(() => {
    if (!drafts || !draftRead) return;
    // Written at once (a board is small; a reload right after an edit must find it).
    if (dirty) void drafts.put({ planId: plan.id, baseVersion: base.version, board, savedAt: Date.now() });
    else void drafts.delete(plan.id);
  }, [drafts, draftRead, dirty, board, base.version, plan.id]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const latest = useCallback(
    async () => (await queryClient.fetchQuery({ ...planQuery(plan.id, locale), staleTime: 0 }))?.plan ?? null,
    [queryClient, plan.id, locale],
  );

  const save = useMutation({
    mutationFn: async ({ saving, version }: { saving: PlanBoard; version: number }) => ({ saving, result: await savePlan(plan.id, version, saving) }),
    onSuccess: ({ saving, result }) => {
      if (!result) return;
      setBase(result.plan);
      // Edits made while the save was on its way stay (and stay unsaved).
      setBoard((current) => (current === saving ? result.plan.board : current));
      setConflict(null);
      queryClient.setQueryData(planQuery(plan.id, locale).queryKey, result);
      void queryClient.invalidateQueries({ queryKey: ['api', 'oct/Planning/listPlans'] });
      notify('success', t('planning.saved'), 'notice');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === STATUS.conflict) setConflict(error.msg);
      else notify('error', t('planning.saveFailed', { message: error instanceof ApiError ? error.msg : String(error) }));
    },
  });

  const resolveConflict = useCallback(
    async (keep: 'mine' | 'theirs') => {
      const server = await latest();
      if (!server) return;
      if (keep === 'mine') save.mutate({ saving: board, version: server.version });
      else {
        setBase(server);
        setBoard(server.board);
        setConflict(null);
        setRevision((n) => n + 1);
      }
    },
    [latest, save, board],
  );

  const update = (change: (board: PlanBoard) => PlanBoard) => setBoard((current) => change(current));
  const updateItems = (change: (items: PlanItem[]) => PlanItem[]) => update((current) => ({ ...current, items: change(current.items) }));

  return {
    base,
    board,
    revision,
    dirty,
    conflict,
    saving: save.isPending,
    save: () => save.mutate({ saving: board, version: base.version }),
    resolveConflict,
    addItems: (items: PlanItem[]) => updateItems((current) => [...current, ...items].slice(0, PLAN_LIMITS.items)),
    updateItem: (id: string, patch: Partial<Pick<PlanItem, 'quantity' | 'priceFen'>>) =>
      updateItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item))),
    removeItem: (id: string) => updateItems((current) => current.filter((item) => item.id !== id)),
    /** Quantities from colour-ratio balancing, by style id. */
    applyQuantities: (quantities: Record<string, number>) =>
      updateItems((current) => current.map((item) => (quantities[item.id] === undefined ? item : { ...item, quantity: quantities[item.id]! }))),
    addEntry: (axis: Axis, name: string) =>
      update((current) => {
        if (current[axis].length >= AXIS_LIMIT[axis]) return current;
        const entry = axis === 'stories' ? { id: newKey('s'), name, hex: '#8C8C8C' } : { id: newKey(axis[0]!), name };
        return { ...current, [axis]: [...current[axis], entry] };
      }),
    changeEntry: (axis: Axis, id: string, patch: { name?: string; hex?: string }) =>
      update((current) => ({ ...current, [axis]: current[axis].map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)) })),
    /** Only an empty row or column goes (styles are never dropped with it). */
    removeEntry: (axis: Axis, id: string) =>
      update((current) =>
        current[axis].length > 1 && !current.items.some((item) => item[ITEM_FIELD[axis]] === id)
          ? { ...current, [axis]: current[axis].filter((entry) => entry.id !== id) }
          : current,
      ),
    isUsed: (axis: Axis, id: string) => board.items.some((item) => item[ITEM_FIELD[axis]] === id),
  };
}

export type PlanEditor = ReturnType<typeof usePlanEditor>;
