import { Badge, Box, Circle, Flex, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../i18n/use-locale';
import { blogHref, uperHref } from '../../lib/ins/api';
import { formatCount } from '../../lib/format';
import { uperTypeName } from '../../shared/contract/ins-plain';
import type { InsBlogCard, InsPicCard, InsUperCard } from '../../shared/contract/ins-proxy';
import { Masonry, type MasonryProps } from '../masonry';
import { gridSizes, ResponsiveImage } from '../responsive-image';

/** Columns of the gallery's masonry: 2 on a phone, 3 on a portrait iPad, 4–5 on desktops. */
const INS_MASONRY = { base: 2, md: 3, lg: 4, xl: 5 };
const WALL_SIZES = gridSizes(INS_MASONRY);


/** A blogger's round picture (the thumbnail copy), or their initial. */
export function UperAvatar({ src, name, size }: { src: string | null; name: string; size: string }) {
  if (!src) {
    return (
      <Circle size={size} bg="bg.emphasized" fontWeight="semibold" flexShrink={0} aria-hidden>
        {name.slice(0, 1).toUpperCase()}
      </Circle>
    );
  }
  return <Image src={`${src}/thumb`} alt="" w={size} h={size} minW={size} borderRadius="full" objectFit="cover" flexShrink={0} />;
}

/** The gallery's wall: each picture at its own aspect ratio, INS_MASONRY columns. */
export function InsMasonry<T>(props: Omit<MasonryProps<T>, 'columns' | 'gap'>) {
  return <Masonry columns={INS_MASONRY} gap="1rem" {...props} />;
}

/** A picture's height in widths (square when its size is unknown). */
const pictureHeight = (width: number, height: number) => (width > 0 && height > 0 ? height / width : 1);

/** A post's picture on the wall, in a box of its own proportions from the start (no layout shift). */
function WallPicture({ src, alt, width, height, priority }: { src: string; alt: string; width: number; height: number; priority: boolean }) {
  return <ResponsiveImage src={src} alt={alt} w="full" aspectRatio={1 / pictureHeight(width, height)} objectFit="cover" sizes={WALL_SIZES} priority={priority} loading="lazy" />;
}
/** The caption under a card's picture, in column widths (≈ 90 px under a 200 px picture). */
const CAPTION_HEIGHT = 0.45;

export const blogCardHeight = (blog: InsBlogCard) => pictureHeight(blog.width, blog.height) + CAPTION_HEIGHT;
export const picCardHeight = (pic: InsPicCard) => pictureHeight(pic.width, pic.height);
/** A blogger's card: a 3:4 cover and two lines of details. */
export const uperCardHeight = () => 4 / 3 + CAPTION_HEIGHT;

/** A blogger: avatar, name, type and area, followers, and their newest pictures. */
export function UperCard({ uper, priority = false }: { uper: InsUperCard; priority?: boolean }) {
  const { t, locale } = useLocale();
  return (
    <Link asChild display="block" borderWidth="1px" borderColor="border.muted" borderRadius="l3" overflow="hidden" bg="bg.panel" _hover={{ shadow: 'md', textDecoration: 'none' }}>
      <RouterLink to={uperHref(uper.id)} data-testid="uper-card">
        {uper.covers[0] && (
          // A fixed frame: the wall keeps its height while pictures load (no layout shift).
          <ResponsiveImage src={uper.covers[0]} alt="" w="full" aspectRatio={3 / 4} objectFit="cover" sizes={WALL_SIZES} priority={priority} loading="lazy" />
        )}
        <Stack p="3" gap="1">
          <HStack gap="2">
            <UperAvatar src={uper.avatar} name={uper.nickname} size="9" />
            <Box minW="0">
              <Text fontWeight="semibold" truncate>
                {uper.nickname}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                @{uper.name}
              </Text>
            </Box>
          </HStack>
          <Flex gap="2" wrap="wrap" fontSize="xs" color="fg.muted" align="center">
            <Badge size="sm" variant="subtle">
              {uperTypeName(uper.itype, locale)}
            </Badge>
            {uper.area && <Text>{uper.area}</Text>}
            <Text>{t('ins.fansOf', { count: formatCount(uper.fans, locale) })}</Text>
          </Flex>
        </Stack>
      </RouterLink>
    </Link>
  );
}

/** A post: its first picture, the caption and the blogger. */
export function BlogCard({ blog, priority = false, showUper = true }: { blog: InsBlogCard; priority?: boolean; showUper?: boolean }) {
  const { locale } = useLocale();
  return (
    <Link asChild display="block" borderRadius="l3" overflow="hidden" bg="bg.panel" borderWidth="1px" borderColor="border.muted" _hover={{ shadow: 'md', textDecoration: 'none' }}>
      <RouterLink to={blogHref(blog.id)} data-testid="blog-card">
        <Box position="relative">
          <WallPicture src={blog.cover} alt={blog.content} width={blog.width} height={blog.height} priority={priority} />
          {blog.pictures > 1 && (
            <Badge position="absolute" top="2" right="2" size="sm" variant="solid" colorPalette="gray">
              1/{blog.pictures}
            </Badge>
          )}
        </Box>
        <Stack p="3" gap="1">
          <Text fontSize="sm" lineClamp={2}>
            {blog.content}
          </Text>
          <Flex justify="space-between" fontSize="xs" color="fg.muted" gap="2">
            {showUper && <Text truncate>{blog.uper_name}</Text>}
            <Text flexShrink={0}>♥ {formatCount(blog.likes, locale)}</Text>
          </Flex>
        </Stack>
      </RouterLink>
    </Link>
  );
}

/** One picture of the pictures feed. */
export function PicCard({ pic, priority = false }: { pic: InsPicCard; priority?: boolean }) {
  return (
    <Link asChild display="block" borderRadius="l2" overflow="hidden" position="relative">
      <RouterLink to={blogHref(pic.blog_id, pic.index + 1)} data-testid="pic-card">
        <WallPicture src={pic.url} alt={pic.uper_name} width={pic.width} height={pic.height} priority={priority} />
        <Text position="absolute" bottom="0" insetX="0" px="2" py="1" fontSize="xs" color="white" bg="blackAlpha.500" truncate>
          {pic.uper_name}
        </Text>
      </RouterLink>
    </Link>
  );
}
