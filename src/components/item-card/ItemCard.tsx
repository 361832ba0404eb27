import { Link as RouterLink } from 'react-router-dom';
import type { ListItem } from '../../shared/catalogue/types';
import { useLocale } from '../../i18n/use-locale';
import { CoverImage } from '../cover-image';
import { linkOverlay } from '../link-overlay';
import { GRID_SIZES } from '../content/grid-sizes';
import { SelectToggle } from '../download';
import { CalendarGlyph, EyeGlyph, LockGlyph } from '../icons';
import styles from './ItemCard.module.css';

/** Spec §9: up to 3 attribute tags per list item. */
export const MAX_CARD_TAGS = 3;

export interface ItemCardProps {
  item: ListItem;
  /** Where the card leads (the detail page). */
  href: string;
  /** The item's column, shown above the title and linking to its list. */
  column?: { name: string; href: string };
  /** Above-the-fold cards load their image eagerly and first (they hold the page's largest paint). */
  priority?: boolean;
  /** How wide the cover is drawn (the grid's `sizes`, see gridSizes()). */
  sizes?: string;
}

/** One catalogue item as a card: cover, column, title, date, views and tags. Used by home and list pages. */
export function ItemCard({ item, href, column, priority = false, sizes = GRID_SIZES.standard }: ItemCardProps) {
  const { t, formatCount, formatDate } = useLocale();
  const tags = item.tag_base_array.slice(0, MAX_CARD_TAGS);
  return (
    <article data-testid="item-card" role="group" className={`${styles.card} ${linkOverlay.box}`}>
      <div className={styles.cover}>
        <CoverImage
          src={item.cover_thumb}
          alt={item.title}
          width={item.width ?? undefined}
          height={item.height ?? undefined}
          loading={priority ? 'eager' : 'lazy'}
          sizes={sizes}
          priority={priority}
        />
        {item.is_vip && <span className={styles.vipBadge}>{t('common.vip')}</span>}
        {item.locked && (
          <div className={styles.locked} data-testid="item-locked">
            <LockGlyph className={styles.lockIcon} />
            {t('common.vipOnly')}
          </div>
        )}
        {/* Batch download (spec §4): a checkbox while the list's batch mode is on. */}
        {!item.locked && <SelectToggle itemId={item.id} label={item.title} />}
      </div>
      <div className={styles.body}>
        {column && (
          <RouterLink to={column.href} className={styles.column}>
            {column.name}
          </RouterLink>
        )}
        <RouterLink to={href} className={`${linkOverlay.overlay} ${styles.overlay}`}>
          <p className={styles.title}>{item.title}</p>
        </RouterLink>
        <div className={styles.meta}>
          <div className={styles.metaItem}>
            <CalendarGlyph className={styles.metaIcon} />
            <time dateTime={new Date(item.publish_time * 1000).toISOString()}>{formatDate(item.publish_time)}</time>
          </div>
          <div className={styles.metaItem} aria-label={t('common.views', { count: formatCount(item.pv) })}>
            <EyeGlyph className={styles.metaIcon} />
            <span>{formatCount(item.pv)}</span>
          </div>
        </div>
        {tags.length > 0 && (
          <div className={styles.tags}>
            {tags.map((tag, index) => (
              <span key={`${index}-${tag}`} className={styles.tag}>
                {tag}
              </span>
            ))}
          </div>
        )}
      </div>
    </article>
  );
}
