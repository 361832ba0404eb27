import { useQuery } from '@tanstack/react-query';
import { columnsById, navListQuery } from '../../../lib/catalogue';
import { useLocale } from '../../../i18n/use-locale';
import type { ColumnNode } from '../../../shared/catalogue/types';

export interface ListColumn {
  /** The top-level column of the list. */
  column?: ColumnNode;
  /** The sub-column the list narrows to. */
  subcolumn?: ColumnNode;
}

/** The column and sub-column a list shows, from the channel's column tree. */
export function useListColumn(channel: number | undefined, columnId: number | undefined, subcolumnId: number | undefined): ListColumn {
  const { locale } = useLocale();
  const { data } = useQuery({ ...navListQuery(channel ?? 0, locale), enabled: channel !== undefined });
  if (!data || columnId === undefined) return {};
  const byId = columnsById([...data.list, ...data.mid_list]);
  const found = byId.get(columnId);
  const parent = found && [...byId.values()].find((node) => node.child.includes(found));
  const column = parent ?? found;
  const subcolumn = subcolumnId !== undefined ? byId.get(subcolumnId) : parent ? found : undefined;
  return { column, subcolumn };
}
