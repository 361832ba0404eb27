import type { ColumnNode, DataTypeEntry } from '../../src/shared/catalogue/types';
import { mediaUrl } from '../../src/shared/catalogue/types';
import type { Queryable } from '../db/db';

export interface ColumnRow {
  id: number;
  channel_id: number;
  parent_id: number | null;
  name_zh: string;
  name_en: string;
  url_str: string;
  data_type: DataTypeEntry[];
  template_view: { type?: number };
  seo: { title?: string };
  image: string | null;
  url: string | null;
  is_home: boolean;
  nav_group: 'base' | 'custom';
  setting: number;
}

/** Builds column trees (spec §3 column tree) from flat rows, children in row order. */
export function buildColumnTree(rows: ColumnRow[], locale: 'zh' | 'en'): ColumnNode[] {
  const nodes = new Map<number, ColumnNode>();
  for (const row of rows) nodes.set(row.id, toNode(row, locale));
  const roots: ColumnNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent) parent.child.push(node);
    else roots.push(node);
  }
  return roots;
}

function toNode(row: ColumnRow, locale: 'zh' | 'en'): ColumnNode {
  const name = locale === 'en' ? row.name_en : row.name_zh;
  return {
    id: row.id,
    url_str: row.url_str,
    name,
    url: row.url ?? `/list/${row.url_str}?channel=${row.channel_id}&column=${row.id}`,
    image: row.image ? mediaUrl(row.image, 'thumb') : null,
    columnHome: { home: row.is_home, url_str: row.url_str },
    data_type: row.data_type,
    template_view: { type: row.template_view.type ?? 0 },
    seo: { title: row.seo.title ?? name },
    setting: row.setting,
    child: [],
  };
}

export async function loadChannelColumns(db: Queryable, channel: number): Promise<ColumnRow[]> {
  return db.query<ColumnRow>(
    `SELECT id, channel_id, parent_id, name_zh, name_en, url_str, data_type, template_view, seo, image, url, is_home, nav_group, setting
       FROM columns WHERE channel_id = $1 ORDER BY sort, id`,
    [channel],
  );
}
