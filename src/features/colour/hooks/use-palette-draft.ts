import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { CARD_MESSAGES } from '../../../shared/colour/card';
import { normaliseHex } from '../../../shared/colour/hex';
import { equalSplit, isSaved, PALETTE_ALREADY_SAVED, paletteSignature, titleOrDefault, type PaletteDraft, type PaletteEntry } from '../../../shared/colour/palette';
import { newId, paletteStore } from '../api/palettes';
import { notifyOffline as notify } from '../../../lib/offline/toaster';

/** A palette made from colours: equal ratios to two decimals, the last taking the remainder (spec §5). */
export function draftFrom(hexes: string[], title = '', ratios?: number[]): PaletteDraft {
  const split = ratios ?? equalSplit(hexes.length);
  return { id: newId('p'), title, colours: hexes.map((hex, i) => ({ color_rgbhex: hex, ratio: split[i]! })), savedSignature: null };
}

/**
 * Editing and saving one palette (spec §4): a palette is saved once; the saved mark and title stay
 * until its colours change; saving again while marked warns 当前色板已经保存！请勿重复提交.
 */
export function usePaletteDraft(initial: PaletteDraft | (() => PaletteDraft), source: Record<string, string | number>, initialFolder: string | null = null) {
  const { loggedIn } = useSession();
  const [draft, setDraft] = useState(initial);
  const [folderId, setFolderId] = useState<string | null>(initialFolder);
  const [saving, setSaving] = useState(false);

  const setColours = useCallback((colours: PaletteEntry[]) => setDraft((d) => ({ ...d, colours })), []);
  const setTitle = useCallback((title: string) => setDraft((d) => ({ ...d, title })), []);
  const reset = useCallback((next: PaletteDraft) => setDraft(next), []);

  const save = useCallback(async () => {
    if (!loggedIn) return notify('warning', CARD_MESSAGES.needLogin);
    if (isSaved(draft)) return notify('warning', PALETTE_ALREADY_SAVED);
    if (saving) return;
    const colours = draft.colours.flatMap((c) => {
      const hex = normaliseHex(c.color_rgbhex);
      return hex ? [{ ...c, color_rgbhex: hex }] : [];
    });
    setSaving(true);
    try {
      const saved = await paletteStore.savePalette({ paletteId: draft.id, folderId, title: titleOrDefault(draft.title), colours, source });
      setDraft((d) => ({ ...d, title: saved.title, savedSignature: paletteSignature(d.colours) }));
      notify('success', saved.title, 'notice');
    } catch (error) {
      notify('error', error instanceof ApiError ? error.msg : String(error));
    } finally {
      setSaving(false);
    }
  }, [draft, folderId, loggedIn, saving, source]);

  return { draft, saved: isSaved(draft), saving, setColours, setTitle, reset, save, folderId, setFolderId };
}
