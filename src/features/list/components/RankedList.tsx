import { Box, Flex, Image, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../../i18n/use-locale';
import { detailHref } from '../../../shared/catalogue/links';
import { hidesPublishTime } from '../../../shared/catalogue/list-rules';
import type { ListItem } from '../../../shared/catalogue/types';

/** A ranking (data analysis): position, cover, title, tags and views, most viewed first. */
export function RankedList({ items, dataSource }: { items: ListItem[]; dataSource?: string | null }) {
  const { t, formatCount, formatDate } = useLocale();
  return (
    <Box as="ol" listStyleType="none" data-testid="ranked-list" bg="bg.surface" borderRadius="l3" borderWidth="1px" borderColor="border.muted" overflow="hidden">
      {items.map((item, index) => (
        <LinkBox
          as="li"
          key={item.id}
          display="flex"
          alignItems="center"
          gap={{ base: '3', md: '5' }}
          px={{ base: '3', md: '5' }}
          py="3"
          borderTopWidth={index ? '1px' : 0}
          borderColor="border.muted"
          _hover={{ bg: 'bg.muted' }}
          data-testid="item-card"
        >
          <Text
            w="8"
            flexShrink={0}
            textAlign="center"
            fontFamily="display"
            fontSize="xl"
            fontWeight="bold"
            color={index < 3 ? 'loom.fg' : 'fg.subtle'}
            aria-label={`${t('content.rankLabel')} ${index + 1}`}
          >
            {index + 1}
          </Text>
          <Image src={item.cover_thumb} alt="" w="14" h="18" objectFit="cover" borderRadius="l2" flexShrink={0} loading="lazy" />
          <Box flex="1" minW="0">
            <LinkOverlay asChild>
              <RouterLink to={detailHref(item, { dataSource })}>
                <Text fontWeight="medium" lineClamp={1}>
                  {item.title}
                </Text>
              </RouterLink>
            </LinkOverlay>
            <Flex gap="2" mt="1" fontSize="xs" color="fg.muted" wrap="wrap">
              {!hidesPublishTime(item.channel, item.column, item.subcolumn) && <span>{formatDate(item.publish_time)}</span>}
              {item.tag_base_array.map((tag, i) => (
                <Text as="span" key={`${i}-${tag}`} color="fg.subtle">
                  · {tag}
                </Text>
              ))}
            </Flex>
          </Box>
          <Text fontSize="sm" fontWeight="semibold" color="fg.muted" whiteSpace="nowrap">
            {t('common.views', { count: formatCount(item.pv) })}
          </Text>
        </LinkBox>
      ))}
    </Box>
  );
}
