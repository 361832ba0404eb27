import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { Placeholder } from '../../components/placeholder';
import { navListQuery } from '../../lib/catalogue';
import { useCurrentChannel } from '../../lib/channels';
import { useLocale } from '../../i18n/use-locale';
import type { ColumnNode } from '../../shared/catalogue/types';
import styles from './SiteHeader.module.css';

function NavItem({ to, active, children }: { to: string; active: boolean; children: string }) {
  return (
    <RouterLink to={to} className={styles.navItem} aria-current={active ? 'page' : undefined}>
      {children}
    </RouterLink>
  );
}

/** Second header row: the current channel's columns from oct/General/navList. */
export function ColumnNav() {
  const { t, locale } = useLocale();
  const channel = useCurrentChannel();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const { data, isPending, fetchStatus } = useQuery(navListQuery(channel, locale));
  const columns: ColumnNode[] = data ? [...data.list, ...data.mid_list] : [];
  const activeColumn = Number(search.get('column'));
  const onHome = pathname === '/' || pathname === '/index/home';

  return (
    <nav aria-label={t('shell.columnNav')} className={styles.columnNav}>
      {/* Items keep their width and the row scrolls sideways when the columns outgrow it (iPad portrait). */}
      <ul className={styles.columns} data-testid="column-nav">
        <li>
          <NavItem to={channel === 20850 ? '/' : `/index/home?channel=${channel}`} active={onHome}>
            {t('common.home')}
          </NavItem>
        </li>
        {/* Offline with the channel never opened, placeholders would wait for ever: the row keeps 首页 alone.
            (waitingStatusOf's test, written out: page-status would add its module to every first load.) */}
        {isPending && fetchStatus !== 'paused'
          ? Array.from({ length: 8 }, (_, index) => (
              <li key={index} className={styles.navPlaceholder}>
                <Placeholder height="0.875rem" width="3.5rem" />
              </li>
            ))
          : columns.map((column) => (
              <li key={column.id}>
                <NavItem to={column.url} active={activeColumn === column.id}>
                  {column.name}
                </NavItem>
              </li>
            ))}
      </ul>
    </nav>
  );
}
