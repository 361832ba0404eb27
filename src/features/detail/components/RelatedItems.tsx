import { ItemGrid } from '../../../components/content';
import { staticClass } from '../../../components/static-styles';
import { SectionHeading } from '../../../components/section-heading';
import { layOutWhenIdle, offscreenDeferred } from '../../../components/offscreen';
import { useLocale } from '../../../i18n/use-locale';
import { useDeferredQueryData } from '../../../lib/api';
import { likeListQuery, themeListQuery } from '../api/detail-queries';

/** A related section sits below the item, its pictures and neighbours: laid out after the page has loaded. */
const SECTION_CLASS = `${staticClass('detail-section')} ${offscreenDeferred}`;

/** 同主题内容 (same brand / sub-column) and 相关推荐 (most shared attributes) under a detail. */
export function RelatedItems({ id, dataSource }: { id: number; dataSource?: string | null }) {
  const { t, locale } = useLocale();
  const theme = useDeferredQueryData(themeListQuery(id, locale));
  const like = useDeferredQueryData(likeListQuery(id, locale));
  const themeIds = new Set(theme?.list.map((item) => item.id) ?? []);
  const related = like?.list.filter((item) => !themeIds.has(item.id)) ?? [];
  return (
    <>
      {theme && theme.list.length > 0 && (
        <section className={SECTION_CLASS} ref={layOutWhenIdle} data-testid="theme-items">
          <SectionHeading title={t('content.sameTheme')} />
          <ItemGrid items={theme.list.slice(0, 6)} density="dense" dataSource={dataSource} priorityCards={0} />
        </section>
      )}
      {related.length > 0 && (
        <section className={SECTION_CLASS} ref={layOutWhenIdle} data-testid="related-items">
          <SectionHeading title={t('content.related')} />
          <ItemGrid items={related.slice(0, 12)} density="dense" dataSource={dataSource} priorityCards={0} />
        </section>
      )}
    </>
  );
}
