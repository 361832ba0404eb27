import { useState } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import { formatDate } from '../../../lib/format';
import { notifyOffline as notify } from '../../../lib/offline/toaster';
import type { PdfDocumentSpec, TableRow } from '../../../lib/pdf/types';
import { csvBlob, saveBlob, xlsxBlob, type Table } from '../../../lib/table-export';
import { boardTotals, cellKey, columnKey, formatFen, type PlanBoard, type PlanItem } from '../../../shared/planning/board';
import { buildPdf } from '../../../workers/pdf';
import { isInstalledApp } from '../../../lib/installed-app';

type T = ReturnType<typeof useLocale>['t'];

/** Styles in board order: category, then colour story, then drop. */
export function orderedItems(board: PlanBoard): PlanItem[] {
  const rank = (list: { id: string }[]) => new Map(list.map((entry, i) => [entry.id, i]));
  const [c, s, d] = [rank(board.categories), rank(board.stories), rank(board.drops)];
  return [...board.items].sort((a, b) => c.get(a.categoryId)! - c.get(b.categoryId)! || s.get(a.storyId)! - s.get(b.storyId)! || d.get(a.dropId)! - d.get(b.dropId)!);
}

/** Every story × drop column of the board, in order, with its label. */
export function boardColumns(board: PlanBoard) {
  return board.stories.flatMap((story) => board.drops.map((drop) => ({ key: columnKey(story.id, drop.id), story, drop, label: `${story.name} / ${drop.name}` })));
}

const nameOf = (list: { id: string; name: string }[], id: string) => list.find((entry) => entry.id === id)?.name ?? '';

/** The plan as spreadsheet tables: the styles, and the category × column matrix with totals. */
export function planTables(board: PlanBoard, t: T): Table[] {
  const totals = boardTotals(board);
  const columns = boardColumns(board);
  const yuan = (fen: number) => fen / 100;
  const styles: Table = {
    name: t('planning.sheetStyles'),
    header: [t('planning.category'), t('planning.story'), t('planning.drop'), t('planning.style'), t('planning.quantity'), t('planning.price'), t('planning.amount'), t('planning.colours')],
    rows: [
      ...orderedItems(board).map((item) => [
        nameOf(board.categories, item.categoryId),
        nameOf(board.stories, item.storyId),
        nameOf(board.drops, item.dropId),
        item.title,
        item.quantity,
        yuan(item.priceFen),
        yuan(item.quantity * item.priceFen),
        item.colours.map((colour) => `${colour.hex} ${colour.ratio}%`).join(' '),
      ]),
      [t('planning.grandTotal'), '', '', '', totals.grand.quantity, '', yuan(totals.grand.amountFen), ''],
    ],
  };
  const pair = (total = { quantity: 0, amountFen: 0 }) => [total.quantity, yuan(total.amountFen)];
  const matrix: Table = {
    name: t('planning.sheetMatrix'),
    header: [
      t('planning.category'),
      ...columns.flatMap((column) => [`${column.label} ${t('planning.quantity')}`, `${column.label} ${t('planning.amount')}`]),
      `${t('planning.total')} ${t('planning.quantity')}`,
      `${t('planning.total')} ${t('planning.amount')}`,
    ],
    rows: [
      ...board.categories.map((category) => [
        category.name,
        ...columns.flatMap((column) => pair(totals.cells.get(cellKey(category.id, column.story.id, column.drop.id)))),
        ...pair(totals.rows.get(category.id)),
      ]),
      [t('planning.total'), ...columns.flatMap((column) => pair(totals.columns.get(column.key))), ...pair(totals.grand)],
    ],
  };
  return [styles, matrix];
}

const TOTAL_FILL = '#F2F3F5';

/**
 * The plan as a PDF: a title, the styles with their pictures (by category, with subtotals) and the
 * category × column matrix with totals. A3 landscape once the board is wider than six columns.
 * Returns the document and the pictures (id → URL) the worker fetches.
 */
export function planPdf(name: string, version: number, board: PlanBoard, t: T): { spec: PdfDocumentSpec; pictures: Record<string, string> } {
  const totals = boardTotals(board);
  const columns = boardColumns(board);
  const pictures: Record<string, string> = {};
  const amount = (fen: number) => `¥${formatFen(fen)}`;
  const styleRows: TableRow[] = board.categories.flatMap((category) => {
    const items = orderedItems(board).filter((item) => item.categoryId === category.id);
    if (items.length === 0) return [];
    const subtotal = totals.rows.get(category.id)!;
    return [
      ...items.map((item): TableRow => {
        if (item.cover) pictures[item.id] = item.cover;
        const story = board.stories.find((entry) => entry.id === item.storyId);
        return {
          cells: [
            { image: item.cover ? item.id : undefined, text: item.title },
            category.name,
            { swatch: story?.hex, text: story?.name ?? '' },
            nameOf(board.drops, item.dropId),
            String(item.quantity),
            amount(item.priceFen),
            amount(item.quantity * item.priceFen),
          ],
        };
      }),
      { cells: [`${category.name} · ${t('planning.total')}`, '', '', '', String(subtotal.quantity), '', amount(subtotal.amountFen)], fill: TOTAL_FILL },
    ];
  });
  const cellText = (total = { quantity: 0, amountFen: 0 }) => (total.quantity ? `${total.quantity}\n${amount(total.amountFen)}` : '–');
  const right = 'right' as const;
  return {
    pictures,
    spec: {
      title: name,
      size: { format: columns.length > 6 ? 'A3' : 'A4', orientation: 'landscape' },
      blocks: [
        { kind: 'text', text: name, size: 18 },
        {
          kind: 'text',
          text: `${t('planning.exportedAt', { date: formatDate(Date.now() / 1000) })} · ${t('planning.version', { version })} · ${t('planning.summary', { items: board.items.length, quantity: totals.grand.quantity, amount: formatFen(totals.grand.amountFen) })}`,
          size: 9,
          colour: '#6B7280',
        },
        {
          kind: 'table',
          columns: [
            { header: t('planning.style'), weight: 2.4 },
            { header: t('planning.category') },
            { header: t('planning.story'), weight: 1.2 },
            { header: t('planning.drop') },
            { header: t('planning.quantity'), align: right, weight: 0.7 },
            { header: t('planning.price'), align: right },
            { header: t('planning.amount'), align: right, weight: 1.2 },
          ],
          rows: [...styleRows, { cells: [t('planning.grandTotal'), '', '', '', String(totals.grand.quantity), '', amount(totals.grand.amountFen)], fill: '#E8EAEE' }],
          imageHeight: 22,
        },
        {
          kind: 'table',
          columns: [{ header: t('planning.category'), weight: 1.2 }, ...columns.map((column) => ({ header: column.label, align: right })), { header: t('planning.total'), align: right, weight: 1.2 }],
          rows: [
            ...board.categories.map((category) => ({
              cells: [category.name, ...columns.map((column) => cellText(totals.cells.get(cellKey(category.id, column.story.id, column.drop.id)))), cellText(totals.rows.get(category.id))],
            })),
            { cells: [t('planning.total'), ...columns.map((column) => cellText(totals.columns.get(column.key))), cellText(totals.grand)], fill: TOTAL_FILL },
          ],
        },
      ],
    },
  };
}

/**
 * CSV, XLSX and PDF downloads of a plan as it stands on the page (saved or not). In the installed
 * app the file waits for a tap on “share” (`pending`): a share started after the PDF's build would
 * have lost the tap that asked for it.
 */
export function usePlanExport(name: string, version: number, board: PlanBoard) {
  const { t } = useLocale();
  const [building, setBuilding] = useState(false);
  const [pending, setPending] = useState<File | null>(null);
  const fileName = name.replace(/[\\/:*?"<>|]/g, ' ').trim() || t('planning.defaultName');
  const deliver = (blob: Blob, file: string) => (isInstalledApp() && typeof navigator.canShare === 'function' ? setPending(new File([blob], file, { type: blob.type })) : saveBlob(blob, file));
  return {
    building,
    pending,
    share: async () => {
      if (!pending) return;
      setPending(null);
      if (navigator.canShare?.({ files: [pending] })) await navigator.share({ files: [pending], title: pending.name }).catch(() => undefined);
      else saveBlob(pending, pending.name);
    },
    csv: () => deliver(csvBlob(planTables(board, t)), `${fileName}.csv`),
    xlsx: async () => deliver(await xlsxBlob(planTables(board, t)), `${fileName}.xlsx`),
    pdf: async () => {
      setBuilding(true);
      try {
        const { spec, pictures } = planPdf(name, version, board, t);
        deliver(await buildPdf(spec, pictures), `${fileName}.pdf`);
      } catch (error) {
        notify('error', t('planning.pdfFailed', { message: error instanceof Error ? error.message : String(error) }));
      } finally {
        setBuilding(false);
      }
    },
  };
}
