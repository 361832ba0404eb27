import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
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

/**
 * Marks the sides of a sideways-scrolling row that hold more than is shown (`data-more-start`,
 * `data-more-end`), for the stylesheet to fade them: a column cut off at the edge reads as a cut
 * label, not as more to scroll to. Written on the element, so scrolling renders nothing.
 */
function useOverflowEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const mark = () => {
      const hidden = row.scrollWidth - row.clientWidth;
      row.toggleAttribute('data-more-start', hidden > 1 && row.scrollLeft > 1);
      row.toggleAttribute('data-more-end', hidden > 1 && row.scrollLeft < hidden - 1);
    };
    // The row's own width (the window) and its list's, as wide as its columns (arriving, another language).
    const resized = new ResizeObserver(mark);
    resized.observe(row);
    if (row.firstElementChild) resized.observe(row.firstElementChild);
    row.addEventListener('scroll', mark, { passive: true });
    return () => {
      resized.disconnect();
      row.removeEventListener('scroll', mark);
    };
  }, []);
  return ref;
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
  const row = useOverflowEdges<HTMLElement>();
  const shownColumns = columns.length;

  // The column being read is scrolled into the row's view, clear of the faded edge, not left beyond it.
  // Its box is read from an intersection observer, which the browser answers after its own layout:
  // measuring here, right after the commit of a page, forced the whole page's layout into this task
  // (≈ 30 ms of the home page's first render at 1×, a blocking task at 4×).
  useEffect(() => {
    const nav = row.current;
    const current = nav?.querySelector('[aria-current="page"]');
    if (!nav || !current) return;
    const seen = new IntersectionObserver(
      ([entry]) => {
        seen.disconnect();
        const box = entry?.rootBounds;
        if (!entry || !box) return;
        const item = entry.boundingClientRect;
        const fade = 48;
        if (item.right > box.right - fade) nav.scrollLeft += item.right - box.right + fade;
        else if (item.left < box.left + fade) nav.scrollLeft -= box.left + fade - item.left;
      },
      { root: nav },
    );
    seen.observe(current);
    return () => seen.disconnect();
  }, [row, activeColumn, onHome, shownColumns]);

  return (
    <nav ref={row} aria-label={t('shell.columnNav')} className={styles.columnNav}>
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
