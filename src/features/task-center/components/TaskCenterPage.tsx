import { Badge, Box, Button, Flex, Heading, HStack, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageStatusView, pageStatusOf } from '../../../components/content';
import { ApiError } from '../../../lib/api';
import { DEFAULT_CHANNEL } from '../../../lib/channels';
import { loginPath, useSession } from '../../../lib/session';
import { useOnline } from '../../../lib/offline/hooks/use-online';
import { NeedsNetwork } from '../../../lib/offline/components/NeedsNetwork';
import { notifyOffline } from '../../../lib/offline/toaster';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLocale } from '../../../i18n/use-locale';
import type { TaskCentre, TaskState } from '../../../shared/contract/calls/tasks';
import { TASKS, type TaskDef } from '../../../shared/tasks/tasks';
import { claimReward, shareCandidatesQuery, shareItem, tasksQuery } from '../api/queries';

type T = ReturnType<typeof useLocale>['t'];

const rewardText = (t: T, reward: TaskDef['reward']) =>
  reward.kind === 'vip_days' ? t('tasks.reward.vip_days', { amount: reward.amount }) : t('tasks.reward.download_credits', { amount: reward.amount });

function TaskCard({ task, state, onClaim, claiming, online }: { task: TaskDef; state?: TaskState; onClaim?: () => void; claiming?: boolean; online: boolean }) {
  const { t } = useLocale();
  const progress = state?.progress ?? 0;
  return (
    <Stack
      data-testid={`task-${task.key}`}
      data-done={state?.done ? 'true' : 'false'}
      gap="3"
      p="5"
      borderRadius="l3"
      borderWidth="1px"
      borderColor={state?.done && !state.claimed ? 'loom.solid' : 'border.muted'}
      bg="bg.surface"
    >
      <Flex justify="space-between" align="start" gap="3">
        <Box minW="0">
          <Heading as="h3" fontSize="md" fontWeight="semibold">
            {t(`tasks.name.${task.key}`)}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t(`tasks.hint.${task.key}`)}
          </Text>
        </Box>
        <Badge bg="gold.subtle" color="gold.fg" borderRadius="full" px="2.5" flexShrink={0}>
          {rewardText(t, task.reward)}
        </Badge>
      </Flex>
      {state && (
        <Progress.Root value={(progress / task.target) * 100} size="sm" colorPalette="green" aria-label={t('tasks.progress', { progress, target: task.target })}>
          <HStack justify="space-between">
            <Progress.Label fontSize="xs" color="fg.muted">
              {t('tasks.progress', { progress, target: task.target })}
            </Progress.Label>
          </HStack>
          <Progress.Track mt="1" borderRadius="full">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <HStack gap="3">
        {state?.claimed ? (
          <Button size="sm" borderRadius="full" disabled variant="subtle">
            {t('tasks.claimed')}
          </Button>
        ) : state?.done ? (
          <Button size="sm" borderRadius="full" bg="loom.solid" color="loom.contrast" onClick={onClaim} loading={claiming} disabled={!online}>
            {t('tasks.claim')}
          </Button>
        ) : (
          <Button asChild size="sm" borderRadius="full" variant="outline">
            <RouterLink to={task.link}>{t('tasks.goDo')}</RouterLink>
          </Button>
        )}
        {state?.done && !state.claimed && <NeedsNetwork online={online} />}
      </HStack>
    </Stack>
  );
}

function Wallet({ centre }: { centre: TaskCentre }) {
  const { t } = useLocale();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <Stack gap="1" p="5" borderRadius="l3" bg="bg.muted" data-testid="task-credits">
        <Text fontSize="sm" color="fg.muted">
          {t('tasks.credits')}
        </Text>
        <Text fontSize="2xl" fontWeight="bold">
          {centre.credits}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('tasks.creditsHint')}
        </Text>
      </Stack>
      <Stack gap="1" p="5" borderRadius="l3" bg="bg.muted" data-testid="task-vip">
        <Text fontSize="sm" color="fg.muted">
          VIP
        </Text>
        <Text fontSize="lg" fontWeight="semibold">
          {centre.vip_end_date ? t('tasks.vipUntil', { date: centre.vip_end_date }) : t('tasks.noVip')}
        </Text>
      </Stack>
    </SimpleGrid>
  );
}

/** The daily share task: pick one of the newest reports, copy its link (or use the system share sheet). */
function SharePanel({ online }: { online: boolean }) {
  const { t, locale } = useLocale();
  const queryClient = useQueryClient();
  const candidates = useQuery(shareCandidatesQuery(DEFAULT_CHANNEL, locale));
  const share = useMutation({
    mutationFn: async (id: number) => {
      const result = await shareItem(id);
      if (!result) return null;
      const url = new URL(result.url, window.location.origin).toString();
      try {
        if (typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches) await navigator.share({ url });
        else await navigator.clipboard?.writeText(url);
      } catch {
        // The share sheet was dismissed or the clipboard refused: the share still counts.
      }
      return result;
    },
    onSuccess: (result) => {
      if (result) notifyOffline('success', t('tasks.shared', { count: result.shared_today }));
      void queryClient.invalidateQueries({ queryKey: tasksQuery(locale).queryKey });
    },
    onError: (error) => notifyOffline('error', error instanceof ApiError ? error.msg : String(error)),
  });
  const list = candidates.data?.list.filter((item) => !item.locked).slice(0, 4) ?? [];
  if (list.length === 0) return null;
  return (
    <Stack gap="3" id="share" data-testid="share-panel">
      <Heading as="h2" fontSize="lg" fontFamily="display">
        {t('tasks.shareTitle')}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {list.map((item) => (
          <Flex as="li" key={item.id} align="center" justify="space-between" gap="3" p="3" borderRadius="l2" borderWidth="1px" borderColor="border.muted">
            <Text lineClamp={1} fontSize="sm">
              {item.title}
            </Text>
            <Button size="xs" borderRadius="full" variant="outline" onClick={() => share.mutate(item.id)} loading={share.isPending && share.variables === item.id} disabled={!online}>
              {t('tasks.share')}
            </Button>
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}

/** /taskCenter and /taskCenter/test: the member's tasks, progress and rewards. */
export function TaskCenterPage({ variant = 'main' }: { variant?: 'main' | 'test' }) {
  const { t, locale } = useLocale();
  const { loggedIn } = useSession();
  const { pathname } = useLocation();
  const online = useOnline();
  const queryClient = useQueryClient();
  usePageTitle(t('tasks.title'));
  // Progress follows actions taken on other pages: always ask the server again on arrival.
  const query = useQuery({ ...tasksQuery(locale), enabled: loggedIn, staleTime: 0, refetchOnMount: 'always' });
  const claim = useMutation({
    mutationFn: claimReward,
    onSuccess: (result) => {
      if (!result) return;
      queryClient.setQueryData(tasksQuery(locale).queryKey, (old: TaskCentre | null | undefined) =>
        old && { ...old, credits: result.credits, vip_end_date: result.vip_end_date, tasks: old.tasks.map((task) => (task.key === result.task.key ? result.task : task)) },
      );
      notifyOffline('success', t('tasks.claimedToast', { reward: rewardText(t, result.task.reward) }));
      // VIP days change the user info (is_vip) every page reads.
      void queryClient.invalidateQueries({ queryKey: ['api', 'index/User/reGetInfo'] });
    },
    onError: (error) => {
      notifyOffline('warning', error instanceof ApiError ? error.msg : String(error));
      void query.refetch();
    },
  });
  const states = new Map(query.data?.tasks.map((task) => [task.key, task]));
  const section = (kind: 'once' | 'daily') => (
    <Stack gap="3">
      <Heading as="h2" fontSize="lg" fontFamily="display">
        {t(kind === 'once' ? 'tasks.once' : 'tasks.daily')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {TASKS.filter((task) => task.kind === kind).map((task) => (
          <TaskCard
            key={task.key}
            task={task}
            state={states.get(task.key)}
            online={online}
            claiming={claim.isPending && claim.variables === task.key}
            onClaim={() => !claim.isPending && claim.mutate(task.key)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
  return (
    <Stack data-testid="task-center-page" gap="8" maxW="5xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap="2">
        <HStack gap="3">
          <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '3xl' }}>
            {t('tasks.title')}
          </Heading>
          {variant === 'test' && <Badge colorPalette="orange">{t('tasks.testBadge')}</Badge>}
        </HStack>
        <Text color="fg.muted">{t('tasks.intro')}</Text>
      </Stack>
      {!loggedIn ? (
        <Stack gap="6">
          <Flex align="center" gap="4" p="5" borderRadius="l3" bg="bg.muted" wrap="wrap">
            <Text flex="1">{t('tasks.loginToStart')}</Text>
            <Button asChild borderRadius="full" bg="loom.solid" color="loom.contrast">
              <RouterLink to={loginPath(pathname)}>{t('tasks.login')}</RouterLink>
            </Button>
          </Flex>
          {section('once')}
          {section('daily')}
        </Stack>
      ) : (
        <PageStatusView status={pageStatusOf(query)} error={query.error} onRetry={() => void query.refetch()} skeleton="article">
          {query.data && (
            <Stack gap="8">
              <Wallet centre={query.data} />
              {section('once')}
              {section('daily')}
              <SharePanel online={online} />
            </Stack>
          )}
        </PageStatusView>
      )}
    </Stack>
  );
}

