import { Box, Flex, Heading, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../i18n/use-locale';
import { ApiError } from '../../lib/api';
import { blogHref, callIns, insQuery, uperHref } from '../../lib/ins/api';
import { NeedsNetwork } from '../../lib/offline/components/NeedsNetwork';
import { useOnline } from '../../lib/offline/hooks/use-online';
import { notifyOffline } from '../../lib/offline/toaster';
import { useSession } from '../../lib/session';
import type { InsFollowedUper } from '../../shared/contract/ins-proxy';
import { UperAvatar } from './InsCards';

/**
 * The bloggers the user follows, in their own order (drag a blogger onto another to move it:
 * focus/sort/drag), each with their latest posts. Read through the proxy, so what was seen
 * online stays readable offline; sorting needs the network.
 */
export function FollowedUpers() {
  const { loggedIn } = useSession();
  if (!loggedIn) return null;
  return <Followed />;
}

function Followed() {
  const { t, locale } = useLocale();
  const online = useOnline();
  const client = useQueryClient();
  const followed = useQuery(insQuery('uperFollowed', { p: 1 }, [], locale));
  const [dragging, setDragging] = useState<number | null>(null);
  const [order, setOrder] = useState<InsFollowedUper[] | null>(null);
  const list = order ?? followed.data?.list ?? [];
  const sort = useMutation({
    mutationFn: (ids: number[]) => callIns('focusSort', { ids }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['ins'] });
      setOrder(null);
    },
    onError: (error) => notifyOffline('error', error instanceof ApiError ? error.msg : String(error)),
  });
  if (list.length === 0) return null;
  const drop = (target: number) => {
    if (dragging === null || dragging === target) return;
    const moved = list.find((u) => u.id === dragging)!;
    const rest = list.filter((u) => u.id !== dragging);
    const at = rest.findIndex((u) => u.id === target);
    const next = [...rest.slice(0, at), moved, ...rest.slice(at)];
    setOrder(next);
    sort.mutate(next.map((u) => u.focus));
  };
  return (
    <Stack gap="3" mb="6" data-testid="followed-upers">
      <HStack justify="space-between">
        <Heading as="h2" fontSize="lg">
          {t('ins.followedLatest')}
        </Heading>
        <Text fontSize="xs" color="fg.muted">
          {online ? t('ins.dragToSort') : ''}
        </Text>
      </HStack>
      <NeedsNetwork online={online} />
      <Flex gap="4" overflowX="auto" pb="2">
        {list.map((uper) => (
          <Box
            key={uper.id}
            draggable={online}
            onDragStart={() => setDragging(uper.id)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={() => drop(uper.id)}
            onDragEnd={() => setDragging(null)}
            opacity={dragging === uper.id ? 0.5 : 1}
            w="64"
            flexShrink={0}
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="l3"
            p="3"
            bg="bg.panel"
            data-testid="followed-uper"
          >
            <Link asChild _hover={{ textDecoration: 'none' }}>
              <RouterLink to={uperHref(uper.id)}>
                <HStack gap="2" mb="2">
                  <UperAvatar src={uper.avatar} name={uper.nickname} size="8" />
                  <Text fontWeight="semibold" truncate>
                    {uper.nickname}
                  </Text>
                </HStack>
              </RouterLink>
            </Link>
            <HStack gap="1.5">
              {uper.latest.slice(0, 3).map((blog) => (
                <Link key={blog.id} asChild flex="1">
                  <RouterLink to={blogHref(blog.id)}>
                    <Image src={`${blog.cover}/thumb`} alt={blog.content} w="full" aspectRatio={3 / 4} objectFit="cover" borderRadius="l1" loading="lazy" />
                  </RouterLink>
                </Link>
              ))}
            </HStack>
          </Box>
        ))}
      </Flex>
    </Stack>
  );
}
