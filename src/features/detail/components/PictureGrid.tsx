import { gridSizes, Picture as ResponsivePicture, pictureImageAttributes } from '../../../components/responsive-image';
import { staticClass } from '../../../components/static-styles';
import { useLocale } from '../../../i18n/use-locale';
import type { Picture } from '../../../shared/catalogue/types';
import { LEAD_PICTURE_SIZES } from '../api/detail-queries';

export interface PictureGridProps {
  pictures: Picture[];
  onOpen: (index: number) => void;
  /** montage: a tight mosaic; gallery: the first picture large, the rest as thumbnails. */
  variant?: 'gallery' | 'montage';
  title: string;
}

const MONTAGE_COLUMNS = { base: 2, md: 3, lg: 4 };
const THUMB_COLUMNS = { base: 3, md: 4 };

/**
 * The lead picture's box at its own proportions before it loads: without it the thumbnails below
 * jumped down by the picture's height as it arrived (CLS 0.24–0.44 on a first visit, issue #11).
 */
const naturalRatio = (picture: Picture) => (picture.width && picture.height ? picture.width / picture.height : undefined);

/** The item's pictures; each opens the large viewer. */
export function PictureGrid({ pictures, onOpen, variant = 'gallery', title }: PictureGridProps) {
  const { t } = useLocale();
  if (pictures.length === 0) return null;
  const lead = (index: number) => index === 0 && variant === 'gallery';
  const open = (index: number) => {
    const picture = pictures[index]!;
    const src = lead(index) ? picture.url : picture.thumb;
    const sizes = lead(index) ? LEAD_PICTURE_SIZES : gridSizes(variant === 'montage' ? MONTAGE_COLUMNS : THUMB_COLUMNS);
    const ratio = lead(index) ? naturalRatio(picture) : undefined;
    return (
      <button
        type="button"
        key={picture.id}
        onClick={() => onOpen(index)}
        aria-label={`${t('content.viewLarge')} ${index + 1}`}
        className={staticClass('picture-open')}
        data-testid="detail-picture"
      >
        <ResponsivePicture
          src={src}
          sizes={sizes}
          image={
            <img
              {...pictureImageAttributes(src, { sizes, priority: index === 0, loading: index < 2 ? 'eager' : 'lazy' })}
              alt={index === 0 ? title : ''}
              className={staticClass(variant === 'montage' ? 'picture-montage-cell' : index === 0 ? 'picture-lead' : 'picture-thumb')}
              style={ratio === undefined ? undefined : { aspectRatio: ratio }}
            />
          }
        />
      </button>
    );
  };
  if (variant === 'montage') {
    return (
      <div className={staticClass('picture-montage')} data-testid="picture-grid">
        {pictures.map((_, index) => open(index))}
      </div>
    );
  }
  return (
    <div data-testid="picture-grid">
      {open(0)}
      {pictures.length > 1 && <div className={staticClass('picture-thumbs')}>{pictures.slice(1).map((_, index) => open(index + 1))}</div>}
    </div>
  );
}
