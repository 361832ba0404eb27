import type { ColumnNode } from '../../src/shared/catalogue/types';

/** A column-tree node for client tests: only id, url_str and children matter to the rules under test. */
export const columnNode = (id: number, url_str: string, child: ColumnNode[] = []): ColumnNode => ({
  id,
  url_str,
  name: url_str,
  url: `/list/${url_str}`,
  image: null,
  columnHome: { home: false, url_str },
  data_type: [],
  template_view: { type: 0 },
  seo: { title: url_str },
  setting: 0,
  child,
});
