import { Badge, Box, Container, Flex, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { InfiniteFooter, PageStatusView, pageStatusOf } from '../../components/content';
import { BlogCard, blogCardHeight, InsMasonry, UperAvatar } from '../../components/ins';
import { staticClass } from '../../components/static-styles';
import { useLocale } from '../../i18n/use-locale';
import { useInsPages } from '../../lib/ins/use-ins-pages';
import { formatCount } from '../../lib/format';
import { FollowButton } from '../../lib/offline/components/ToggleButtons';
import { useFollow } from '../../lib/offline/hooks/use-favourite';
import { usePageTitle } from '../../lib/use-page-title';
import { uperTypeName } from '../../shared/contract/ins-plain';
import { idOf, uperPageQueries, uperPostsParams } from './api/uper-queries';
import type { InsUperCard } from '../../shared/contract/ins-proxy';


function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0" align="center">
      <Text fontWeight="semibold" fontSize="lg">
        {value}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
    </Stack>
  );
}

/** Follow state of the blogger; the follow record id the server numbered (spec: focus) once synced. */
function Follow({ uper }: { uper: InsUperCard }) {
  const who = { target: 'blogger' as const, targetId: uper.id, name: uper.nickname, image: uper.avatar?.replace('/media/', '') ?? null };
  const { followId } = useFollow(who);
  return (
    <Stack gap="1" align={{ base: 'start', md: 'end' }}>
      <FollowButton who={who} className={staticClass('uper-follow')} />
      {followId > 0 && (
        <Text fontSize="2xs" color="fg.subtle" data-testid="follow-id" data-follow-id={followId}>
          #{followId}
        </Text>
      )}
    </Stack>
  );
}

/** /ins/uperDetail?id=: a blogger's profile, follow button, posts and recommended designs. */
export function UperDetailPage() {
  const { t, locale } = useLocale();
  const [search] = useSearchParams();
  const id = idOf(search.get('id'));
  const queries = uperPageQueries(id ?? 0, locale);
  const uper = useQuery({ ...queries.uper, enabled: id !== null });
  const designs = useQuery({ ...queries.designs, enabled: id !== null });
  const posts = useInsPages('blogs', uperPostsParams(id ?? 0), id !== null);
  usePageTitle(uper.data?.nickname ?? t('ins.galleryTitle'));
  if (id === null) return <PageStatusView status={-1} />;
  const data = uper.data;

  return (
    <Container maxW="1360px" py={{ base: '6', md: '8' }}>
      <PageStatusView status={pageStatusOf(uper)} error={uper.error} onRetry={() => void uper.refetch()} skeleton="article">
        {data && (
          <Stack gap="8">
            <Flex gap={{ base: '4', md: '8' }} direction={{ base: 'column', md: 'row' }} align={{ base: 'start', md: 'center' }} borderBottomWidth="1px" pb="6" data-testid="uper-profile">
              <UperAvatar src={data.avatar} name={data.nickname} size="28" />
              <Stack gap="2" flex="1" minW="0">
                <HStack gap="3" wrap="wrap">
                  <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '3xl' }}>
                    {data.nickname}
                  </Heading>
                  <Badge>{uperTypeName(data.itype, locale)}</Badge>
                  {data.group && <Badge variant="outline">{data.group.name}</Badge>}
                </HStack>
                <Text color="fg.muted">
                  @{data.name}
                  {data.area ? ` · ${data.area}` : ''}
                </Text>
                {data.bio && <Text>{data.bio}</Text>}
                <Flex gap="1.5" wrap="wrap">
                  {data.tags.map((tag) => (
                    <Badge key={tag.id} variant="subtle" size="sm">
                      {tag.name}
                    </Badge>
                  ))}
                </Flex>
              </Stack>
              <Stack gap="4" align={{ base: 'start', md: 'end' }}>
                <HStack gap="6">
                  <Stat label={t('ins.followers')} value={formatCount(data.fans, locale)} />
                  <Stat label={t('ins.posts')} value={String(data.posts)} />
                  <Stat label={t('ins.likes')} value={formatCount(data.likes, locale)} />
                </HStack>
                <Follow uper={data} />
              </Stack>
            </Flex>
            <Flex gap="8" direction={{ base: 'column', lg: 'row' }} align="start">
              <Box flex="1" minW="0">
                <Heading as="h2" fontSize="lg" mb="4">
                  {t('ins.posts')}
                </Heading>
                <InsMasonry
                  testId="uper-posts"
                  items={posts.list}
                  keyOf={(blog) => blog.id}
                  heightOf={blogCardHeight}
                  render={(blog, index) => <BlogCard blog={blog} showUper={false} priority={index < 3} />}
                />
                <InfiniteFooter phase={posts.phase} onRequestNext={posts.next} />
              </Box>
              <Box w={{ base: 'full', lg: '72' }} flexShrink={0} data-testid="uper-designs">
                <Heading as="h2" fontSize="lg" mb="4">
                  {t('ins.recommendedDesigns')}
                </Heading>
                {designs.data?.list.length === 0 && <Text color="fg.muted">{t('ins.noDesigns')}</Text>}
                <SimpleGrid columns={{ base: 2, lg: 1 }} gap="3">
                  {designs.data?.list.map((design) => (
                    <Stack key={design.id} gap="1">
                      <Image src={design.picture} alt={design.title} borderRadius="l2" loading="lazy" />
                      <Text fontSize="sm">{design.title}</Text>
                    </Stack>
                  ))}
                </SimpleGrid>
              </Box>
            </Flex>
          </Stack>
        )}
      </PageStatusView>
    </Container>
  );
}
