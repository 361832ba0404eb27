import { Badge, Box, Flex, HStack, LinkBox, LinkOverlay, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ListItem } from '../../shared/catalogue/types';
import { useLocale } from '../../i18n/use-locale';
import { CoverImage } from '../cover-image';
import { SelectToggle } from '../download';
import { CalendarIcon, EyeIcon, LockIcon } from '../icons';

/** Spec §9: up to 3 attribute tags per list item. */
export const MAX_CARD_TAGS = 3;

export interface ItemCardProps {
  item: ListItem;
  /** Where the card leads (the detail page). */
  href: string;
  /** The item's column, shown above the title and linking to its list. */
  column?: { name: string; href: string };
  /** Above-the-fold cards load their image eagerly. */
  priority?: boolean;
}

/** One catalogue item as a card: cover, column, title, date, views and tags. Used by home and list pages. */
export function ItemCard({ item, href, column, priority = false }: ItemCardProps) {
  const { t, formatCount, formatDate } = useLocale();
  const tags = item.tag_base_array.slice(0, MAX_CARD_TAGS);
  return (
    <LinkBox
      as="article"
      data-testid="item-card"
      role="group"
      layerStyle="card"
      display="flex"
      flexDirection="column"
    >
      <Box position="relative" aspectRatio={3 / 4} bg="bg.muted" overflow="hidden">
        <CoverImage
          src={item.cover_thumb}
          alt={item.title}
          width={item.width ?? undefined}
          height={item.height ?? undefined}
          loading={priority ? 'eager' : 'lazy'}
        />
        {item.is_vip && (
          <Badge position="absolute" top="2.5" left="2.5" bg="gold.solid" color="white" fontWeight="semibold" letterSpacing="wider" size="sm">
            {t('common.vip')}
          </Badge>
        )}
        {item.locked && (
          <Flex
            position="absolute"
            insetX="0"
            bottom="0"
            py="2"
            justify="center"
            align="center"
            gap="1.5"
            fontSize="xs"
            color="white"
            bg="blackAlpha.600"
            backdropFilter="blur(6px)"
            data-testid="item-locked"
          >
            <LockIcon boxSize="3.5" />
            {t('common.vipOnly')}
          </Flex>
        )}
        {/* Batch download (spec §4): a checkbox while the list's batch mode is on. */}
        {!item.locked && <SelectToggle itemId={item.id} label={item.title} />}
      </Box>
      <Flex direction="column" gap="1.5" px="3.5" pt="3" pb="3.5" flex="1">
        {column && (
          <Link asChild fontSize="xs" color="loom.fg" fontWeight="medium" letterSpacing="wide" position="relative" zIndex="1" w="fit-content">
            <RouterLink to={column.href}>{column.name}</RouterLink>
          </Link>
        )}
        <LinkOverlay asChild>
          <RouterLink to={href}>
            <Text fontSize="sm" fontWeight="medium" lineHeight="1.5" lineClamp={2} minH="2lh" color="fg">
              {item.title}
            </Text>
          </RouterLink>
        </LinkOverlay>
        <HStack gap="3" fontSize="xs" color="fg.muted" mt="auto" pt="1">
          <HStack gap="1">
            <CalendarIcon boxSize="3.5" />
            <time dateTime={new Date(item.publish_time * 1000).toISOString()}>{formatDate(item.publish_time)}</time>
          </HStack>
          <HStack gap="1" aria-label={t('common.views', { count: formatCount(item.pv) })}>
            <EyeIcon boxSize="3.5" />
            <span>{formatCount(item.pv)}</span>
          </HStack>
        </HStack>
        {tags.length > 0 && (
          <HStack gap="1.5" flexWrap="wrap" pt="1">
            {tags.map((tag, index) => (
              <Badge key={`${index}-${tag}`} variant="subtle" size="sm" fontWeight="normal" color="fg.muted" bg="bg.muted" borderRadius="full" px="2">
                {tag}
              </Badge>
            ))}
          </HStack>
        )}
      </Flex>
    </LinkBox>
  );
}
