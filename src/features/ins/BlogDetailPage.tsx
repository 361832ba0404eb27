import { Badge, Box, Button, Container, Flex, HStack, IconButton, Image, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageStatusView, pageStatusOf } from '../../components/content';
import { UperAvatar } from '../../components/ins';
import { ResponsiveImage } from '../../components/responsive-image';
import { useLocale } from '../../i18n/use-locale';
import { ApiError } from '../../lib/api';
import { blogHref, callIns, insQuery, uperHref } from '../../lib/ins/api';
import { formatCount, formatDate } from '../../lib/format';
import { NeedsNetwork } from '../../lib/offline/components/NeedsNetwork';
import { useOnline } from '../../lib/offline/hooks/use-online';
import { notifyOffline } from '../../lib/offline/toaster';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { INS_MESSAGES } from '../../shared/contract/ins-plain';
import type { InsBlogCard } from '../../shared/contract/ins-proxy';
import { CollectDialog } from './components/CollectDialog';
import { usePostCollects } from './hooks/use-collects';
import { idOf } from './api/uper-queries';


function Neighbour({ blog, label }: { blog: InsBlogCard | null; label: string }) {
  if (!blog) return <Box flex="1" />;
  return (
    <Link asChild flex="1" borderWidth="1px" borderRadius="l2" p="2" _hover={{ bg: 'bg.muted', textDecoration: 'none' }}>
      <RouterLink to={blogHref(blog.id)} data-testid="neighbour">
        <HStack gap="3">
          <Image src={`${blog.cover}/thumb`} alt="" w="12" h="12" objectFit="cover" borderRadius="l1" />
          <Stack gap="0" minW="0">
            <Text fontSize="xs" color="fg.muted">
              {label}
            </Text>
            <Text fontSize="sm" truncate>
              {blog.content}
            </Text>
          </Stack>
        </HStack>
      </RouterLink>
    </Link>
  );
}

/** Saves the pictures the server granted (shared download rights and daily quota). */
async function saveFiles(files: { url: string; name: string }[]) {
  for (const file of files) {
    const blob = await (await fetch(file.url, { credentials: 'same-origin' })).blob();
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = file.name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** /ins/blogDetail?id=: a post's pictures carousel, caption, tags, collect, download and neighbours. */
export function BlogDetailPage() {
  const { t, locale } = useLocale();
  const [search] = useSearchParams();
  const id = idOf(search.get('id'));
  const startAt = Math.max(0, (idOf(search.get('pic')) ?? 1) - 1);
  const blog = useQuery({ ...insQuery('blog', {}, [id ?? 0], locale), enabled: id !== null });
  const [index, setIndex] = useState(startAt);
  const [collecting, setCollecting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const online = useOnline();
  const { loggedIn } = useSession();
  // Collects are read on this device (synced plus waiting), so they show offline and at once.
  const collects = usePostCollects(id);
  useEffect(() => setIndex(startAt), [id, startAt]);
  usePageTitle(blog.data ? `${blog.data.uper_name} · ${blog.data.content}` : t('ins.galleryTitle'));
  if (id === null) return <PageStatusView status={-1} />;
  const data = blog.data;
  const pictures = data?.pictures_list ?? [];
  const current = pictures[Math.min(index, Math.max(0, pictures.length - 1))];

  const needLogin = () => {
    notifyOffline('warning', INS_MESSAGES.notLoggedIn);
  };
  const download = async () => {
    if (!data) return;
    if (!loggedIn) return needLogin();
    setDownloading(true);
    try {
      const granted = await callIns('download', { blog_id: data.id, pictures: [index] });
      notifyOffline('info', t('ins.downloading'), 'notice');
      await saveFiles(granted.list);
    } catch (error) {
      notifyOffline('error', error instanceof ApiError ? error.msg : INS_MESSAGES.serverError);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Container maxW="1200px" py={{ base: '6', md: '8' }}>
      <PageStatusView status={pageStatusOf(blog)} error={blog.error} onRetry={() => void blog.refetch()} skeleton="article">
        {data && current && (
          <Flex gap="8" direction={{ base: 'column', lg: 'row' }} align="start">
            <Stack flex="1" minW="0" gap="3" data-testid="blog-carousel">
              <Box position="relative" bg="bg.muted" borderRadius="l3" overflow="hidden">
                <ResponsiveImage key={current.url} src={current.url} alt={data.content} w="full" maxH="75vh" objectFit="contain" aspectRatio={current.width / current.height} priority sizes="(min-width: 1024px) 60vw, 100vw" />
                {pictures.length > 1 && (
                  <>
                    <IconButton aria-label={t('ins.previous')} position="absolute" left="2" top="50%" transform="translateY(-50%)" borderRadius="full" size="sm" variant="solid" colorPalette="gray" disabled={index === 0} onClick={() => setIndex(index - 1)}>
                      ‹
                    </IconButton>
                    <IconButton aria-label={t('ins.next')} position="absolute" right="2" top="50%" transform="translateY(-50%)" borderRadius="full" size="sm" variant="solid" colorPalette="gray" disabled={index >= pictures.length - 1} onClick={() => setIndex(index + 1)}>
                      ›
                    </IconButton>
                    <Badge position="absolute" bottom="2" right="2" variant="solid" colorPalette="gray" data-testid="picture-index">
                      {t('ins.pictureOf', { index: index + 1, count: pictures.length })}
                    </Badge>
                  </>
                )}
              </Box>
              {pictures.length > 1 && (
                <HStack gap="2" overflowX="auto">
                  {pictures.map((picture, i) => (
                    <Box key={picture.url} as="button" onClick={() => setIndex(i)} borderWidth="2px" borderColor={i === index ? 'loom.solid' : 'transparent'} borderRadius="l2" overflow="hidden" flexShrink={0} aria-label={t('ins.pictureOf', { index: i + 1, count: pictures.length })}>
                      <Image src={`${picture.url}/thumb`} alt="" w="16" h="16" objectFit="cover" />
                    </Box>
                  ))}
                </HStack>
              )}
            </Stack>
            <Stack w={{ base: 'full', lg: '96' }} flexShrink={0} gap="5">
              <Link asChild _hover={{ textDecoration: 'none' }}>
                <RouterLink to={uperHref(data.uper.id)} data-testid="blog-uper">
                  <HStack gap="3">
                    <UperAvatar src={data.uper.avatar} name={data.uper.nickname} size="12" />
                    <Stack gap="0">
                      <Text fontWeight="semibold">{data.uper.nickname}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {t('ins.fansOf', { count: formatCount(data.uper.fans, locale) })} · {t('ins.backToBlogger')}
                      </Text>
                    </Stack>
                  </HStack>
                </RouterLink>
              </Link>
              <Text>{data.content}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('ins.publishedAt', { date: formatDate(data.publish_time) })} · ♥ {formatCount(data.likes, locale)} · {t('ins.commentsOf', { count: formatCount(data.comments, locale) })}
              </Text>
              <Wrap gap="1.5" data-testid="blog-tags">
                {data.topic && (
                  <Link asChild>
                    <RouterLink to={`/list/dnext_photos?topic_id=${data.topic.id}`}>
                      <Badge variant="solid">#{data.topic.name}</Badge>
                    </RouterLink>
                  </Link>
                )}
                {data.tags.map((tag) => (
                  <Link key={tag.id} asChild>
                    <RouterLink to={`/list/dnext_photos?tag_id=${tag.id}`}>
                      <Badge variant="subtle">{tag.name}</Badge>
                    </RouterLink>
                  </Link>
                ))}
              </Wrap>
              <Stack gap="1">
                <HStack gap="2">
                  <Button
                    borderRadius="full"
                    variant={collects.length ? 'solid' : 'outline'}
                    onClick={() => (loggedIn ? setCollecting(true) : needLogin())}
                    data-testid="collect-button"
                  >
                    {collects.length ? `★ ${t('ins.collected')}` : `☆ ${t('ins.collect')}`}
                  </Button>
                  <Button borderRadius="full" variant="outline" disabled={!online || downloading} onClick={() => void download()} data-testid="download-button">
                    ↓ {t('ins.download')}
                  </Button>
                </HStack>
                <NeedsNetwork online={online} />
              </Stack>
              <Stack gap="2">
                <Neighbour blog={data.prev} label={t('ins.prevPost')} />
                <Neighbour blog={data.next} label={t('ins.nextPost')} />
              </Stack>
            </Stack>
            {collecting && (
              <CollectDialog
                post={{ blogId: data.id, content: data.content, cover: data.cover, uperName: data.uper_name }}
                open={collecting}
                onClose={() => setCollecting(false)}
              />
            )}
          </Flex>
        )}
      </PageStatusView>
    </Container>
  );
}
