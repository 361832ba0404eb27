import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { PageStatusView, useListArgs, waitingStatusOf } from '../../components/content';
import { columnsById, navListQuery } from '../../lib/catalogue';
import { channelFromSearch } from '../../lib/channels';
import { usePageTitle } from '../../lib/use-page-title';
import { useLocale } from '../../i18n/use-locale';
import { LIST_HOME_PAGE_NAME } from '../../shared/catalogue/list-rules';
import { listParamsFrom } from './api/list-queries';
import { ColumnHomeLayout } from './layouts/ColumnHomeLayout';

/** /listHome/:pageName: the home of the channel's column whose url_str is pageName. */
export function ListHomePage() {
  const { pageName = '' } = useParams();
  const { t, locale } = useLocale();
  const [args, update, hrefWith] = useListArgs();
  const channel = channelFromSearch(new URLSearchParams(args.channel ? { channel: args.channel } : {}));
  const nav = useQuery(navListQuery(channel, locale));
  const column = nav.data ? [...columnsById([...nav.data.list, ...nav.data.mid_list]).values()].find((c) => c.url_str === pageName && c.child.length > 0) : undefined;
  const wellFormed = LIST_HOME_PAGE_NAME.test(pageName);
  const waiting = waitingStatusOf(nav);
  // As on /list/{name}: the brand alone while loading, the -1 screen's title for no such home.
  usePageTitle(column ? column.name : wellFormed && waiting ? undefined : t('content.statusHidden'));
  if (!wellFormed) return <PageStatusView status={-1} />;
  if (waiting) return <PageStatusView status={waiting} />;
  if (!column) return <PageStatusView status={-1} />;
  const params = listParamsFrom({ ...args, channel: String(channel), column: String(column.id) }, pageName);
  return <ColumnHomeLayout name={pageName} title={column.name} params={params} args={args} update={update} hrefWith={hrefWith} column={column} />;
}

export { ListHomePage as Component };
