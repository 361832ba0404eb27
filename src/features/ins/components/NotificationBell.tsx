import { Box, Button, Circle, Flex, IconButton, Link, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../../i18n/use-locale';
import { blogHref, callIns, insQuery, uperHref } from '../../../lib/ins/api';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import type { InsNotification } from '../../../shared/contract/ins-proxy';

function Bell() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** Header bell of the gallery's notifications: unread badge, list, read one, read all. Signed-in users only. */
export function NotificationBell() {
  const { info } = useSession();
  if (!info || info.isLogin !== 1) return null;
  return <SignedInBell />;
}

function SignedInBell() {
  const { t, locale } = useLocale();
  const client = useQueryClient();
  // Notifications arrive on the server (a follow synced from the outbox, another device): each page
  // asks again, never showing only the count restored from the persisted cache.
  const unread = useQuery({ ...insQuery('notificationUnread', {}, [], locale), refetchOnMount: 'always', refetchInterval: 60_000 });
  const list = useQuery({ ...insQuery('notifications', { p: 1 }, [], locale), enabled: false });
  const refresh = () => client.invalidateQueries({ queryKey: ['ins'] });
  const readOne = useMutation({ mutationFn: (id: number) => callIns('notificationRead', {}, [id]), onSuccess: refresh });
  const readAll = useMutation({ mutationFn: () => callIns('notificationReadAll', {}), onSuccess: refresh });
  const count = unread.data?.count ?? 0;
  const href = (n: InsNotification) => (n.blog_id ? blogHref(n.blog_id) : n.uper_id ? uperHref(n.uper_id) : null);

  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount onOpenChange={({ open }) => open && void list.refetch()}>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={t('ins.notifications')} position="relative" data-testid="notification-bell">
          <Bell />
          {count > 0 && (
            <Circle size="4" bg="red.500" color="white" fontSize="2xs" position="absolute" top="0.5" right="0.5" data-testid="unread-badge">
              {count > 99 ? '99+' : count}
            </Circle>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="sm" maxW="90vw">
            <Popover.Body p="0">
              <Flex justify="space-between" align="center" px="4" py="3" borderBottomWidth="1px">
                <Text fontWeight="semibold">{t('ins.notifications')}</Text>
                <Button size="xs" variant="ghost" disabled={count === 0 || readAll.isPending} onClick={() => readAll.mutate()} data-testid="read-all">
                  {t('ins.readAll')}
                </Button>
              </Flex>
              <Stack gap="0" maxH="96" overflowY="auto" data-testid="notification-list">
                {list.data?.list.length === 0 && (
                  <Text p="4" color="fg.muted" fontSize="sm">
                    {t('ins.noNotifications')}
                  </Text>
                )}
                {list.data?.list.map((n) => {
                  const target = href(n);
                  const body = (
                    <Box px="4" py="3" borderBottomWidth="1px" borderColor="border.muted" bg={n.read ? undefined : 'bg.subtle'} data-testid="notification" data-read={n.read}>
                      <Flex gap="2" align="center">
                        {!n.read && <Circle size="2" bg="red.500" aria-label={t('ins.unread')} />}
                        <Text fontSize="sm" fontWeight={n.read ? 'normal' : 'semibold'}>
                          {n.title}
                        </Text>
                      </Flex>
                      {n.content && (
                        <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                          {n.content}
                        </Text>
                      )}
                      <Text fontSize="2xs" color="fg.subtle">
                        {formatDate(n.created_at)}
                      </Text>
                    </Box>
                  );
                  const open = () => !n.read && readOne.mutate(n.id);
                  return target ? (
                    <Link key={n.id} asChild display="block" _hover={{ textDecoration: 'none', bg: 'bg.muted' }} onClick={open}>
                      <RouterLink to={target}>{body}</RouterLink>
                    </Link>
                  ) : (
                    <Box key={n.id} as="button" textAlign="left" onClick={open}>
                      {body}
                    </Box>
                  );
                })}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
