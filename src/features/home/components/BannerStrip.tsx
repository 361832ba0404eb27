import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { CoverImage } from '../../../components/cover-image';
import { gridSizes } from '../../../components/responsive-image';
import { linkOverlay } from '../../../components/link-overlay';
import { staticClass } from '../../../components/static-styles';
import { useLocale } from '../../../i18n/use-locale';
import { bannersQuery } from '../api/home-queries';

const GRIDS = ['banner-grid-1', 'banner-grid-2', 'banner-grid-3', 'banner-grid-4'] as const;
/** Each grid's picture widths: one column on a phone, two from md, all of them from xl (bannerGrid). */
const BANNER_SIZES = GRIDS.map((_, index) => gridSizes({ base: 1, md: Math.min(index + 1, 2), xl: index + 1 }));

/** The channel's banners (oct/General/indexBanner): wide campaign tiles under the hero. */
export function BannerStrip({ channel }: { channel: number }) {
  const { locale } = useLocale();
  const { data } = useQuery(bannersQuery(channel, locale));
  const banners = data?.list.slice(0, 4) ?? [];
  if (banners.length === 0) return null;
  const grid = GRIDS[banners.length - 1]!;
  return (
    <div className={staticClass('banner-section')}>
      <div className={staticClass(grid)} data-testid="home-banners">
        {banners.map((banner) => (
          <div key={banner.id} role="group" className={`${staticClass('banner-tile')} ${linkOverlay.box}`}>
            {/* Under the hero: below a phone's or tablet's first screen, they wait for the reader to near
                them instead of competing with the hero's picture. */}
            <CoverImage src={banner.image} alt="" loading="lazy" sizes={BANNER_SIZES[banners.length - 1]} />
            <div className={staticClass('banner-caption')}>
              <RouterLink to={banner.link} className={linkOverlay.overlay}>
                <p className={staticClass('banner-title')}>{banner.title}</p>
              </RouterLink>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
