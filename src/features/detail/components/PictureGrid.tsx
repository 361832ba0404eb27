import { Box, SimpleGrid } from '@chakra-ui/react';
import { gridSizes, ResponsiveImage } from '../../../components/responsive-image';
import { useLocale } from '../../../i18n/use-locale';
import type { Picture } from '../../../shared/catalogue/types';

export interface PictureGridProps {
  pictures: Picture[];
  onOpen: (index: number) => void;
  /** montage: a tight mosaic; gallery: the first picture large, the rest as thumbnails. */
  variant?: 'gallery' | 'montage';
  title: string;
}

const MONTAGE_COLUMNS = { base: 2, md: 3, lg: 4 };
const THUMB_COLUMNS = { base: 3, md: 4 };
/** The gallery's first picture: full width on small screens, the page's wider column (3fr of 5fr) from lg. */
const LEAD_SIZES = '(min-width: 1024px) 60vw, 100vw';

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
  const open = (index: number) => (
    <Box
      as="button"
      key={pictures[index]!.id}
      onClick={() => onOpen(index)}
      aria-label={`${t('content.viewLarge')} ${index + 1}`}
      display="block"
      w="full"
      overflow="hidden"
      borderRadius="l2"
      bg="bg.muted"
      cursor="zoom-in"
      data-testid="detail-picture"
    >
      <ResponsiveImage
        src={lead(index) ? pictures[index]!.url : pictures[index]!.thumb}
        sizes={lead(index) ? LEAD_SIZES : gridSizes(variant === 'montage' ? MONTAGE_COLUMNS : THUMB_COLUMNS)}
        priority={index === 0}
        alt={index === 0 ? title : ''}
        w="full"
        aspectRatio={variant === 'montage' ? 1 : index === 0 ? naturalRatio(pictures[0]!) : 3 / 4}
        objectFit="cover"
        loading={index < 2 ? 'eager' : 'lazy'}
        transition="transform 0.4s ease"
        _hover={{ transform: 'scale(1.02)' }}
      />
    </Box>
  );
  if (variant === 'montage') {
    return (
      <SimpleGrid columns={MONTAGE_COLUMNS} gap="2" data-testid="picture-grid">
        {pictures.map((_, index) => open(index))}
      </SimpleGrid>
    );
  }
  return (
    <Box data-testid="picture-grid">
      {open(0)}
      {pictures.length > 1 && (
        <SimpleGrid columns={THUMB_COLUMNS} gap="2" mt="2">
          {pictures.slice(1).map((_, index) => open(index + 1))}
        </SimpleGrid>
      )}
    </Box>
  );
}
