import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { waitingStatusOf } from '../../../components/content/page-status';
import { ItemCard } from '../../../components/item-card';
import { PlaceholderCard } from '../../../components/placeholder';
import { gridSizes } from '../../../components/responsive-image';
import { RefreshGlyph } from '../../../components/icons';
import { layOutWhenIdle, offscreenDeferred } from '../../../components/offscreen';
import { SectionHeading } from '../../../components/section-heading';
import { staticClass } from '../../../components/static-styles';
import { columnListHref, columnsById, navListQuery } from '../../../lib/catalogue';
import { fillPath } from '../../../lib/path';
import { useLocale } from '../../../i18n/use-locale';
import { useNearViewport } from '../../../lib/use-near-viewport';
import type { ListItem } from '../../../shared/catalogue/types';
import { LATEST_PAGE_SIZE, latestItemsQuery } from '../api/home-queries';
import { detailHref } from '../../../shared/catalogue/links';

/** Cards in the first rows load eagerly: they are on screen on arrival. */
const EAGER_CARDS = 10;

const LATEST_SIZES = gridSizes({ base: 2, sm: 3, md: 4, xl: 5 });
/** A card's title and column lines while it loads. */
const PLACEHOLDER_LINES = [
  ['1rem', '80%'],
  ['0.75rem', '50%'],
] as const;

export interface LatestGridProps {
  channel: number;
  channelName: string;
  /** Pages 1..pages are shown; "load more" asks for one more with heavy=load so the reader stays put. */
  pages: number;
}

/** Newest items of the channel (oct/ListDataKw/getList) as cards, with "load more". */
export function LatestGrid({ channel, channelName, pages }: LatestGridProps) {
  const { t, locale, formatCount } = useLocale();
  const results = useQueries({ queries: Array.from({ length: pages }, (_, index) => latestItemsQuery(channel, index + 1, locale)) });
  const { data: nav } = useQuery(navListQuery(channel, locale));
  const columns = useMemo(() => columnsById(nav ? [...nav.list, ...nav.mid_list] : []), [nav]);

  const items = useMemo(() => {
    // A page can repeat an item that moved down while the reader paged: show it once.
    const byId = new Map<number, ListItem>();
    for (const result of results) for (const item of result.data?.list ?? []) if (!byId.has(item.id)) byId.set(item.id, item);
    return [...byId.values()];
  }, [results]);

  const first = results[0];
  const total = first?.data?.count;
  const waiting = waitingStatusOf(...results);
  const pending = waiting === 'loading';
  const failed = results.find((result) => result.isError);
  const hasMore = total !== undefined && pages * LATEST_PAGE_SIZE < total;
  // 40 cards far below the fold were 60 % of the home page's first paint: placeholders until the reader scrolls near.
  const [gridRef, near] = useNearViewport<HTMLDivElement>();
  const shown = near ? items : [];

  return (
    // The section is what gets laid out once idle: its deferred child is the grid (the near-viewport
    // observer watches the grid's own box, which is laid out even while its cards are skipped).
    <section aria-labelledby="home-latest-title" className={staticClass('home-section')} ref={layOutWhenIdle}>
      <div id="latest">
        <SectionHeading
          id="home-latest-title"
          title={t('home.latestTitle')}
          subtitle={total === undefined ? undefined : t('home.latestSubtitle', { channel: channelName, count: formatCount(total) })}
        />
      </div>
      <div className={`${staticClass('latest-grid')} ${offscreenDeferred}`} data-testid="latest-grid" ref={gridRef}>
        {shown.map((item, index) => {
          const column = columns.get(item.column);
          return (
            <ItemCard
              key={item.id}
              item={item}
              href={detailHref(item)}
              priority={index < EAGER_CARDS}
              sizes={LATEST_SIZES}
              column={column && { name: column.name, href: columnListHref(channel, column) }}
            />
          );
        })}
        {(pending || !near) &&
          Array.from({ length: LATEST_PAGE_SIZE }, (_, index) => (
            // Still while waiting for the reader to scroll: 120 pulsing for ever kept an idle home page
            // restyling five times a second (battery on an iPad left open). They pulse only while loading.
            <PlaceholderCard key={`skeleton-${index}`} lines={PLACEHOLDER_LINES} still={!near} />
          ))}
      </div>
      <div className={staticClass('latest-foot')}>
        {waiting === 'offline' ? (
          <p className={staticClass('latest-failed')}>{t('content.statusOffline')}</p>
        ) : failed ? (
          <>
            <p className={staticClass('latest-failed')}>{failed.error instanceof Error && failed.error.message ? failed.error.message : t('home.loadFailed')}</p>
            <button type="button" className={staticClass('latest-retry')} onClick={() => results.forEach((result) => result.isError && result.refetch())}>
              <RefreshGlyph className={staticClass('icon-4')} />
              {t('common.retry')}
            </button>
          </>
        ) : hasMore ? (
          <RouterLink to={fillPath('/index/home', { channel, p: pages + 1, heavy: 'load' })} className={staticClass('latest-more')} data-testid="load-more">
            {t('home.loadMore')}
          </RouterLink>
        ) : (
          !pending && items.length > 0 && <p className={staticClass('latest-end')}>{t('home.endOfList')}</p>
        )}
      </div>
    </section>
  );
}
