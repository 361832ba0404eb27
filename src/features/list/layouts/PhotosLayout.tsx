import { Box, Button, Container, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { InfiniteFooter, PageStatusView, pageStatusOf } from '../../../components/content';
import { FollowedUpers, InsMasonry, PicCard, picCardHeight } from '../../../components/ins';
import { useLocale } from '../../../i18n/use-locale';
import { insQuery } from '../../../lib/ins/api';
import { dropZeros, useInsPages } from '../../../lib/ins/use-ins-pages';
import type { InsParamsIn } from '../../../shared/contract/ins-proxy';
import type { ListLayoutProps } from './list-layout';

/** /list/dnext_photos: the bloggers' pictures feed (dnext/pic) by topic and tag, as infinite masonry. */
export function PhotosLayout({ title }: ListLayoutProps) {
  const { t, locale } = useLocale();
  const [search, setSearch] = useSearchParams();
  const topic = search.get('topic_id') ?? '';
  const tag = search.get('tag_id') ?? '';
  const topics = useQuery(insQuery('topics', {}, [], locale));
  const tags = useQuery(insQuery('tags', { kind: 'style' }, [], locale));
  const pages = useInsPages('pics', dropZeros({ topic_id: topic, tag_id: tag }) as Omit<InsParamsIn<'pics'>, 'p'>);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value && next.get(key) !== value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
  };
  const status = pageStatusOf({ ...pages.query, data: pages.query.data ? (pages.count ? pages.list : null) : undefined });
  return (
    <Container maxW="1360px" py={{ base: '6', md: '8' }}>
      <Stack gap="1" mb="5">
        <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '3xl' }}>
          {title || t('ins.photosTitle')}
        </Heading>
        <Text color="fg.muted">{t('ins.photosSubtitle')}</Text>
      </Stack>
      <FollowedUpers />
      <Stack gap="3" mb="5">
        <Wrap gap="2" data-testid="photo-topics">
          {(topics.data?.list ?? []).map((item) => (
            <Button key={item.id} size="sm" borderRadius="full" variant={String(item.id) === topic ? 'solid' : 'outline'} aria-pressed={String(item.id) === topic} onClick={() => set('topic_id', String(item.id))}>
              #{item.name}
              <Text as="span" color="fg.subtle">
                {item.posts}
              </Text>
            </Button>
          ))}
        </Wrap>
        <Wrap gap="1.5">
          {(tags.data?.list ?? []).map((item) => (
            <Button key={item.id} size="xs" variant={String(item.id) === tag ? 'subtle' : 'ghost'} aria-pressed={String(item.id) === tag} onClick={() => set('tag_id', String(item.id))}>
              {item.name}
            </Button>
          ))}
        </Wrap>
      </Stack>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {pages.query.data ? t('ins.picCount', { count: pages.count }) : ''}
      </Text>
      <PageStatusView status={status} error={pages.query.error} onRetry={() => void pages.query.refetch()}>
        <Box>
          <InsMasonry
            testId="pic-masonry"
            items={pages.list}
            keyOf={(pic) => pic.id}
            heightOf={picCardHeight}
            render={(pic, index) => <PicCard pic={pic} priority={index < 4} />}
          />
          <InfiniteFooter phase={pages.phase} onRequestNext={pages.next} />
        </Box>
      </PageStatusView>
    </Container>
  );
}
