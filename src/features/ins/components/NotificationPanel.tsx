import { Box, Button, Circle, Flex, Link, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { pageStatusOf } from '../../../components/content';
import { useLocale } from '../../../i18n/use-locale';
import { blogHref, callIns, insQuery, uperHref } from '../../../lib/ins/api';
import { formatDate } from '../../../lib/format';
import { NeedsNetwork } from '../../../lib/offline/components/NeedsNetwork';
import type { InsNotification } from '../../../shared/contract/ins-proxy';

/** The notifications popover around the header bell (its own chunk; opened by the click that loaded it). */
export default function NotificationPanel({ trigger, unreadCount }: { trigger: ReactElement; unreadCount: number }) {
  const { t, locale } = useLocale();
  const client = useQueryClient();
  const list = useQuery({ ...insQuery('notifications', { p: 1 }, [], locale), enabled: false });
  const refresh = () => client.invalidateQueries({ queryKey: ['ins'] });
  const readOne = useMutation({ mutationFn: (id: number) => callIns('notificationRead', {}, [id]), onSuccess: refresh });
  const readAll = useMutation({ mutationFn: () => callIns('notificationReadAll', {}), onSuccess: refresh });
  const href = (n: InsNotification) => (n.blog_id ? blogHref(n.blog_id) : n.uper_id ? uperHref(n.uper_id) : null);
  // It mounts open (the click that loaded it): the list is asked for now, and on every later opening.
  const { refetch } = list;
  useEffect(() => void refetch(), [refetch]);
  const status = pageStatusOf(list);

  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount defaultOpen onOpenChange={({ open }) => open && void refetch()}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="sm" maxW="90vw">
            <Popover.Body p="0">
              <Flex justify="space-between" align="center" px="4" py="3" borderBottomWidth="1px">
                <Text fontWeight="semibold">{t('ins.notifications')}</Text>
                <Button size="xs" variant="ghost" disabled={unreadCount === 0 || readAll.isPending} onClick={() => readAll.mutate()} data-testid="read-all">
                  {t('ins.readAll')}
                </Button>
              </Flex>
              <Stack gap="0" maxH="96" overflowY="auto" data-testid="notification-list">
                {/* Before the list arrives: loading, offline with none kept on the device, or a failure. */}
                {status === 'loading' && (
                  <Text p="4" color="fg.muted" fontSize="sm" aria-busy="true">
                    {t('common.loading')}
                  </Text>
                )}
                {status === 'offline' && (
                  <Box p="4">
                    <NeedsNetwork online={false} />
                  </Box>
                )}
                {list.isError && !list.data && (
                  <Flex p="4" gap="3" align="center" data-testid="notifications-failed">
                    <Text color="fg.muted" fontSize="sm">
                      {t('content.statusFailed')}
                    </Text>
                    <Button size="xs" variant="outline" onClick={() => void refetch()}>
                      {t('common.retry')}
                    </Button>
                  </Flex>
                )}
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
