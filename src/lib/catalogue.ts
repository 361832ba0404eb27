import type { ColumnNode } from '../shared/catalogue/types';
import type { Locale } from '../i18n/locale';
import { queryOptionsFor } from './api/query';
import { fillPath } from './path';

/** A channel's column tree (header navigation, breadcrumbs, column names on cards). */
export const navListQuery = (channel: number, locale?: Locale) => queryOptionsFor('oct/General/navList', { channel }, locale);

/** Every column of a tree by id, children included. */
export function columnsById(roots: readonly ColumnNode[]): Map<number, ColumnNode> {
  const byId = new Map<number, ColumnNode>();
  const visit = (nodes: readonly ColumnNode[]) => {
    for (const node of nodes) {
      byId.set(node.id, node);
      visit(node.child);
    }
  };
  visit(roots);
  return byId;
}

/** The generic list page of a column (spec §2: /list/{name} with channel and column). */
export const columnListHref = (channel: number, column: Pick<ColumnNode, 'id' | 'url_str'>) =>
  fillPath('/list/:name', { name: column.url_str, channel, column: column.id });
