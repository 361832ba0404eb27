import type { ListArgs, ListArgsChange } from '../../../components/content';
import type { ColumnNode, ListRoute } from '../../../shared/catalogue/types';
import type { ListParams } from '../api/list-queries';

/** What every list layout gets from the route page. */
export interface ListLayoutProps {
  name: string;
  route?: ListRoute;
  title: string;
  params: ListParams;
  args: ListArgs;
  update: (change: ListArgsChange, options?: { replace?: boolean }) => void;
  hrefWith: (patch: ListArgs) => string;
  column?: ColumnNode;
  subcolumn?: ColumnNode;
}
