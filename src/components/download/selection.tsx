import { Box, Button, HStack, Text, chakra } from '@chakra-ui/react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocale } from '../../i18n/use-locale';
import { staticClass } from '../static-styles';
import { requestDownload } from './requests';

interface Selection {
  /** Batch mode is on: cards show their checkboxes. */
  active: boolean;
  selected: ReadonlySet<number>;
  /** Items on the page, in order: what "select all" selects. */
  itemIds: readonly number[];
  start(): void;
  /** Spec §4 cancel: leaves batch mode and forgets the selection. */
  cancel(): void;
  toggle(id: number): void;
  selectAll(): void;
}

const SelectionContext = createContext<Selection | null>(null);

/** The items of a list a batch can hold: those shown unlocked (a locked card carries no picture to download). */
export function batchItemIds(items: readonly { id: number; locked: boolean }[]): number[] {
  return items.filter((item) => !item.locked).map((item) => item.id);
}

/** Batch selection state for one page of items (spec §4: select all, cancel, toggle per item). */
export function DownloadSelectionProvider({ itemIds, children }: { itemIds: readonly number[]; children: ReactNode }) {
  const [active, setActive] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback((id: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const value = useMemo<Selection>(
    () => ({
      active,
      selected,
      itemIds,
      start: () => setActive(true),
      cancel: () => {
        setActive(false);
        setSelected(new Set());
      },
      toggle,
      selectAll: () => setSelected(new Set(itemIds)),
    }),
    [active, selected, itemIds, toggle],
  );
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

export function useDownloadSelection(): Selection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error('useDownloadSelection needs a DownloadSelectionProvider');
  return selection;
}

/** The batch toolbar: 批量下载, then 全选 / 取消 / 下载所选 (N). */
export function BatchDownloadBar() {
  const { t } = useLocale();
  const selection = useDownloadSelection();
  const ids = selection.itemIds.filter((id) => selection.selected.has(id));
  if (!selection.active) {
    return (
      <button type="button" className={staticClass('batch-start')} onClick={selection.start} data-testid="batch-start">
        {t('download.batch')}
      </button>
    );
  }
  return (
    <HStack gap="2" wrap="wrap" data-testid="batch-bar">
      <Button size="sm" variant="outline" borderRadius="full" onClick={selection.selectAll} data-testid="batch-select-all">
        {t('download.selectAll')}
      </Button>
      <Button size="sm" variant="ghost" borderRadius="full" onClick={selection.cancel} data-testid="batch-cancel">
        {t('download.cancel')}
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="batch-count">
        {t('download.selected', { count: ids.length })}
      </Text>
      <Button
        size="sm"
        borderRadius="full"
        bg="loom.solid"
        color="loom.contrast"
        onClick={() => requestDownload({ kind: 'batch', ids })}
        data-testid="batch-download"
      >
        {t('download.downloadSelected', { count: ids.length })}
      </Button>
    </HStack>
  );
}

/**
 * A card's checkbox in batch mode; nothing outside it, nor where no page offers batch downloads
 * (a card shared with pages without a selection provider). Place it over the card (position: absolute).
 */
export function SelectToggle({ itemId, label }: { itemId: number; label: string }) {
  const { t } = useLocale();
  const selection = useContext(SelectionContext);
  if (!selection?.active) return null;
  return (
    <Box position="absolute" top="2" right="2" zIndex="2" bg="bg.surface" borderRadius="l2" p="1.5" boxShadow="sm" lineHeight="0">
      {/* A native checkbox: keyboard, screen readers and touch work without extra code. */}
      <chakra.input
        type="checkbox"
        w="5"
        h="5"
        cursor="pointer"
        css={{ accentColor: 'var(--chakra-colors-loom-solid)' }}
        checked={selection.selected.has(itemId)}
        onChange={() => selection.toggle(itemId)}
        aria-label={`${t('download.select')} ${label}`}
        data-testid="batch-toggle"
        data-item-id={itemId}
      />
    </Box>
  );
}
