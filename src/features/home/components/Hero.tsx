import { Link as RouterLink, useLocation } from 'react-router-dom';
import { CoverImage } from '../../../components/cover-image';
import { Placeholder } from '../../../components/placeholder';
import { linkOverlay } from '../../../components/link-overlay';
import { ArrowRightGlyph } from '../../../components/icons';
import { staticClass } from '../../../components/static-styles';
import { useLocale } from '../../../i18n/use-locale';
import type { ListItem } from '../../../shared/catalogue/types';
import { detailHref } from '../../../shared/catalogue/links';
import { HERO_LEAD_SIZES } from '../api/home-queries';
import styles from './Hero.module.css';

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <div className={styles.stat}>
      <p className={styles.statValue}>{value}</p>
      <p className={styles.statLabel}>{label}</p>
    </div>
  );
}

function CollageTile({ item, label, lead = false }: { item: ListItem; label?: string; lead?: boolean }) {
  return (
    <div className={[styles.tile, lead && styles.leadTile, linkOverlay.box].filter(Boolean).join(' ')} role="group">
      {/* The lead tile is the home page's largest paint: fetch it first. */}
      <CoverImage src={item.cover_thumb} alt={item.title} loading="eager" priority={lead} sizes={lead ? HERO_LEAD_SIZES : '(min-width: 768px) 22vw, 44vw'} zoom={1.04} />
      <div className={styles.caption}>
        {label && <p className={styles.tileLabel}>{label}</p>}
        <RouterLink to={detailHref(item)} className={linkOverlay.overlay}>
          <p className={styles.tileTitle}>{item.title}</p>
        </RouterLink>
      </div>
    </div>
  );
}

export interface HeroProps {
  hotItems: ListItem[] | undefined;
  itemCount: number | undefined;
  columnCount: number | undefined;
  /** Items published in the last 7 days (oct/General/countPerDay). */
  weeklyUpdates: number | undefined;
  /** The hot items wait for the network with nothing on the device (a channel never opened online). */
  offline?: boolean;
}

/** Landing banner: brand promise and calls to action beside a collage of the channel's most viewed items. */
export function Hero({ hotItems, itemCount, columnCount, weeklyUpdates, offline = false }: HeroProps) {
  const { t, formatCount } = useLocale();
  const { search } = useLocation();
  const [lead, ...rest] = hotItems ?? [];
  return (
    <section aria-labelledby="home-hero-title" className={styles.hero}>
      <div className={styles.container}>
        <div className={styles.layout}>
          <div className={styles.copy}>
            <p className={styles.eyebrow}>{t('home.heroEyebrow')}</p>
            <h1 id="home-hero-title" className={styles.title}>
              {t('home.heroTitle')}
            </h1>
            <p className={styles.subtitle}>{t('home.heroSubtitle')}</p>
            <div className={styles.actions}>
              <RouterLink to={{ search, hash: 'latest' }} className={staticClass('hero-primary')}>
                {t('home.heroPrimary')}
                <ArrowRightGlyph className={staticClass('icon-4')} />
              </RouterLink>
              <RouterLink to="/productCenter" className={staticClass('hero-secondary')}>
                {t('home.heroSecondary')}
              </RouterLink>
            </div>
            <div className={styles.stats}>
              <Stat value={itemCount === undefined ? '—' : formatCount(itemCount)} label={t('home.statItems')} />
              <Stat value={columnCount === undefined ? '—' : String(columnCount)} label={t('home.statColumns')} />
              <Stat value={weeklyUpdates === undefined ? '—' : formatCount(weeklyUpdates)} label={t('content.homeUpdates')} />
            </div>
          </div>
          <div className={styles.collage} data-testid="hero-collage">
            {lead ? (
              <>
                <CollageTile item={lead} label={t('home.heroCollageLabel')} lead />
                {rest.slice(0, 2).map((item) => (
                  <CollageTile key={item.id} item={item} />
                ))}
              </>
            ) : offline ? (
              <div className={styles.offlineNote} data-testid="home-offline">
                <p className={styles.offlineTitle}>{t('content.statusOffline')}</p>
                <p>{t('offline.needsNetwork')}</p>
              </div>
            ) : (
              <>
                <Placeholder className={`${styles.tilePlaceholder} ${styles.leadPlaceholder}`} />
                <Placeholder className={styles.tilePlaceholder} />
                <Placeholder className={styles.tilePlaceholder} />
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
