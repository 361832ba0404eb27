import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { CoverImage } from '../../../components/cover-image';
import { linkOverlay } from '../../../components/link-overlay';
import { staticClass } from '../../../components/static-styles';
import { useLocale } from '../../../i18n/use-locale';
import { bannersQuery } from '../api/home-queries';

/** The channel's banners (oct/General/indexBanner): wide campaign tiles under the hero. */
export function BannerStrip({ channel }: { channel: number }) {
  const { locale } = useLocale();
  const { data } = useQuery(bannersQuery(channel, locale));
  const banners = data?.list.slice(0, 4) ?? [];
  if (banners.length === 0) return null;
  const grid = (['banner-grid-1', 'banner-grid-2', 'banner-grid-3', 'banner-grid-4'] as const)[banners.length - 1]!;
  return (
    <div className={staticClass('banner-section')}>
      <div className={staticClass(grid)} data-testid="home-banners">
        {banners.map((banner) => (
          <div key={banner.id} role="group" className={`${staticClass('banner-tile')} ${linkOverlay.box}`}>
            <CoverImage src={banner.image} alt="" />
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
