import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { GridSkeleton, ItemGrid, WaitingPart } from '../../../components/content';
import { ArrowRightGlyph } from '../../../components/icons';
import { SectionHeading } from '../../../components/section-heading';
import { layOutWhenIdle, offscreenDeferred } from '../../../components/offscreen';
import { staticClass } from '../../../components/static-styles';
import { useLocale } from '../../../i18n/use-locale';
import { columnBlocksQuery } from '../api/home-queries';

/** 栏目速览: the channel's base columns as tabs, each with its newest items (oct/General/indexPage). */
export function ColumnShowcase({ channel }: { channel: number }) {
  const { t, locale } = useLocale();
  const query = useQuery(columnBlocksQuery(channel, locale));
  const { data, isPending } = query;
  const [active, setActive] = useState(0);
  const columns = data?.channels[0]?.columns.filter((column) => column.items.length > 0) ?? [];
  const current = columns[Math.min(active, columns.length - 1)];
  if (!isPending && columns.length === 0) return null;
  return (
    <section aria-labelledby="home-columns-title" data-testid="home-columns" className={`${staticClass('home-section')} ${offscreenDeferred}`} ref={layOutWhenIdle}>
      <SectionHeading id="home-columns-title" title={t('content.homeColumnsTitle')} subtitle={t('content.homeColumnsSubtitle')}>
        {current && (
          <RouterLink to={current.url} className={staticClass('section-more-link')}>
            {t('content.listHomeMore')}
            <ArrowRightGlyph className={staticClass('icon-3.5')} />
          </RouterLink>
        )}
      </SectionHeading>
      <div className={staticClass('column-tabs')} role="tablist">
        {columns.map((column, index) => (
          <button
            type="button"
            key={column.id}
            role="tab"
            aria-selected={column === current}
            className={staticClass(column === current ? 'column-tab-active' : 'column-tab')}
            onClick={() => setActive(index)}
          >
            {column.name}
          </button>
        ))}
      </div>
      <div role="tabpanel">{current ? <ItemGrid items={current.items} density="dense" priorityCards={0} /> : <WaitingPart query={query} placeholder={<GridSkeleton count={6} />} />}</div>
    </section>
  );
}
