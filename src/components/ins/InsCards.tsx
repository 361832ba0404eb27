import { Badge, Box, Circle, Flex, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../i18n/use-locale';
import { blogHref, uperHref } from '../../lib/ins/api';
import { formatCount } from '../../lib/format';
import { uperTypeName } from '../../shared/contract/ins-plain';
import type { InsBlogCard, InsPicCard, InsUperCard } from '../../shared/contract/ins-proxy';
import { gridSizes, ResponsiveImage } from '../responsive-image';

/** Columns of the gallery's masonry: 2 on a phone, 3 on a portrait iPad, 4–5 on desktops. */
export const INS_MASONRY = { base: 2, md: 3, lg: 4, xl: 5 };


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

/** Masonry list: CSS columns keep each picture at its own aspect ratio. */
export function Masonry({ children, testId }: { children: React.ReactNode; testId?: string }) {
  return (
    <Box as="ul" listStyleType="none" css={{ columnCount: INS_MASONRY, columnGap: '1rem' }} data-testid={testId}>
      {children}
    </Box>
  );
}

function Cell({ children }: { children: React.ReactNode }) {
  return (
    <Box as="li" mb="4" css={{ breakInside: 'avoid' }}>
      {children}
    </Box>
  );
}

/** A blogger: avatar, name, type and area, followers, and their newest pictures. */
export function UperCard({ uper, priority = false }: { uper: InsUperCard; priority?: boolean }) {
  const { t, locale } = useLocale();
  return (
    <Cell>
      <Link asChild display="block" borderWidth="1px" borderColor="border.muted" borderRadius="l3" overflow="hidden" bg="bg.panel" _hover={{ shadow: 'md', textDecoration: 'none' }}>
        <RouterLink to={uperHref(uper.id)} data-testid="uper-card">
          {uper.covers[0] && (
            // A fixed frame: the wall keeps its height while pictures load (no layout shift).
            <ResponsiveImage src={uper.covers[0]} alt="" w="full" aspectRatio={3 / 4} objectFit="cover" sizes={gridSizes(INS_MASONRY)} priority={priority} loading="lazy" />
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
    </Cell>
  );
}

/** A post: its first picture, the caption and the blogger. */
export function BlogCard({ blog, priority = false, showUper = true }: { blog: InsBlogCard; priority?: boolean; showUper?: boolean }) {
  const { locale } = useLocale();
  return (
    <Cell>
      <Link asChild display="block" borderRadius="l3" overflow="hidden" bg="bg.panel" borderWidth="1px" borderColor="border.muted" _hover={{ shadow: 'md', textDecoration: 'none' }}>
        <RouterLink to={blogHref(blog.id)} data-testid="blog-card">
          <Box position="relative">
            <ResponsiveImage
              src={blog.cover}
              alt={blog.content}
              w="full"
              aspectRatio={blog.width && blog.height ? blog.width / blog.height : undefined}
              sizes={gridSizes(INS_MASONRY)}
              priority={priority}
              loading="lazy"
            />
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
    </Cell>
  );
}

/** One picture of the pictures feed. */
export function PicCard({ pic, priority = false }: { pic: InsPicCard; priority?: boolean }) {
  return (
    <Cell>
      <Link asChild display="block" borderRadius="l2" overflow="hidden" position="relative">
        <RouterLink to={blogHref(pic.blog_id, pic.index + 1)} data-testid="pic-card">
          <ResponsiveImage
            src={pic.url}
            alt={pic.uper_name}
            w="full"
            aspectRatio={pic.width && pic.height ? pic.width / pic.height : undefined}
            sizes={gridSizes(INS_MASONRY)}
            priority={priority}
            loading="lazy"
          />
          <Text position="absolute" bottom="0" insetX="0" px="2" py="1" fontSize="xs" color="white" bg="blackAlpha.500" truncate>
            {pic.uper_name}
          </Text>
        </RouterLink>
      </Link>
    </Cell>
  );
}
