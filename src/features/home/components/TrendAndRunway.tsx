import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { ItemGrid } from '../../../components/content';
import { linkOverlay } from '../../../components/link-overlay';
import { SectionHeading } from '../../../components/section-heading';
import { layOutWhenIdle, offscreenDeferred } from '../../../components/offscreen';
import { staticClass } from '../../../components/static-styles';
import { useLocale } from '../../../i18n/use-locale';
import { detailHref } from '../../../shared/catalogue/links';
import { runwayQuery, trendReportsQuery } from '../api/home-queries';

/** 趋势预测 (oct/General/trendPrediction229) beside 秀场速递 (oct/General/indexPageFashion). */
export function TrendAndRunway({ channel }: { channel: number }) {
  const { t, locale, formatDate } = useLocale();
  const reports = useQuery(trendReportsQuery(channel, locale));
  const runway = useQuery(runwayQuery(channel, locale));
  if (!reports.data && !runway.data) return null;
  return (
    <div className={`${staticClass('home-section')} ${offscreenDeferred}`} ref={layOutWhenIdle}>
      <div className={staticClass('trend-runway-grid')}>
        {reports.data && (
          <section aria-labelledby="home-trend-title" data-testid="home-trends">
            <SectionHeading id="home-trend-title" title={t('content.homeTrendTitle')} />
            <div className={staticClass('trend-list')}>
              {reports.data.list.map((item) => (
                <div key={item.id} className={`${staticClass('trend-card')} ${linkOverlay.box}`}>
                  <img src={item.cover_thumb} alt="" loading="lazy" className={staticClass('trend-cover')} />
                  <div className={staticClass('trend-text')}>
                    <RouterLink to={detailHref(item)} className={linkOverlay.overlay}>
                      <p className={staticClass('trend-title')}>{item.title}</p>
                    </RouterLink>
                    <p className={staticClass('trend-date')}>
                      {formatDate(item.publish_time)}
                      {item.locked ? ` · ${t('common.vipOnly')}` : ''}
                    </p>
                  </div>
                </div>
              ))}
            </div>
          </section>
        )}
        {runway.data && (
          <section aria-labelledby="home-runway-title" data-testid="home-runway">
            <SectionHeading id="home-runway-title" title={t('content.homeRunwayTitle')} />
            <ItemGrid items={runway.data.list} density="wide" priorityCards={0} />
          </section>
        )}
      </div>
    </div>
  );
}
