import { Box, Flex, Image, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../../i18n/use-locale';
import type { ListItem } from '../../../shared/catalogue/types';

/** One news story: picture, title, date, brand and tags, leading to /detail/news. */
export function NewsRow({ item }: { item: ListItem }) {
  const { t, formatDate, formatCount } = useLocale();
  const href = `/detail/news?${new URLSearchParams({ id: String(item.id), channel: String(item.channel), column: String(item.column) })}`;
  return (
    <LinkBox as="article" display="flex" gap={{ base: '4', md: '6' }} py="5" borderBottomWidth="1px" borderColor="border.muted" data-testid="item-card">
      <Box flexShrink={0} w={{ base: '28', md: '56' }} aspectRatio={4 / 3} borderRadius="l2" overflow="hidden" bg="bg.muted">
        <Image src={item.cover_thumb} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
      </Box>
      <Flex direction="column" gap="2" minW="0" flex="1">
        <LinkOverlay asChild>
          <RouterLink to={href}>
            <Text fontFamily="display" fontSize={{ base: 'md', md: 'xl' }} fontWeight="semibold" lineHeight="1.4" lineClamp={2}>
              {item.title}
            </Text>
          </RouterLink>
        </LinkOverlay>
        <Flex gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
          <span>{formatDate(item.publish_time)}</span>
          {item.brand && <span>{item.brand.name}</span>}
          <span>{t('common.views', { count: formatCount(item.pv) })}</span>
        </Flex>
        <Flex gap="1.5" wrap="wrap" mt="auto">
          {item.tag_base_array.map((tag, index) => (
            <Text key={`${index}-${tag}`} as="span" fontSize="xs" color="fg.subtle" bg="bg.muted" px="2" py="0.5" borderRadius="full">
              {tag}
            </Text>
          ))}
        </Flex>
        <Text fontSize="sm" color="loom.fg" display={{ base: 'none', md: 'block' }}>
          {t('content.newsReadMore')} →
        </Text>
      </Flex>
    </LinkBox>
  );
}
