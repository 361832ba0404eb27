import { Box, Button, Flex, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CenterDialog } from '../../../components/center-dialog/CenterDialog';
import { PageStatusView, pageStatusOf } from '../../../components/content';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api';
import { DEFAULT_CHANNEL } from '../../../lib/channels';
import { formatDate } from '../../../lib/format';
import { notifyOffline as notify } from '../../../lib/offline/toaster';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatFen, PLAN_LIMITS, type PlanSummary } from '../../../shared/planning/board';
import { createPlan, deletePlan, plansQuery, renamePlan } from '../api/plans';
import { planHref, PLAN_MODES } from '../routes';

const errorText = (error: unknown) => (error instanceof ApiError ? error.msg : String(error));

function PlanRow({ plan, onRename, onDelete }: { plan: PlanSummary; onRename: (name: string) => void; onDelete: () => void }) {
  const { t } = useLocale();
  const [renaming, setRenaming] = useState<string | null>(null);
  return (
    <Flex data-testid="plan-row" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="3" p="4" borderWidth="1px" borderRadius="l2" bg="bg.panel">
      <Stack gap="1" flex="1" minW="0">
        {renaming === null ? (
          <Link asChild fontWeight="semibold" fontSize="md">
            <RouterLink to={planHref(plan)}>{plan.name}</RouterLink>
          </Link>
        ) : (
          <HStack as="form" onSubmit={(event) => { event.preventDefault(); onRename(renaming); setRenaming(null); }}>
            <Input size="sm" value={renaming} maxLength={PLAN_LIMITS.name} onChange={(event) => setRenaming(event.target.value)} aria-label={t('planning.newPlanName')} autoFocus />
            <Button size="sm" type="submit" disabled={!renaming.trim()}>{t('planning.save')}</Button>
            <Button size="sm" variant="ghost" onClick={() => setRenaming(null)}>{t('planning.cancel')}</Button>
          </HStack>
        )}
        <Text fontSize="sm" color="fg.muted">
          {t('planning.summary', { items: plan.item_count, quantity: plan.quantity, amount: formatFen(plan.amount_fen) })} · {t('planning.updatedAt', { date: formatDate(plan.updated_time) })}
        </Text>
      </Stack>
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm" colorPalette="loom">
          <RouterLink to={planHref(plan)}>{t('planning.open')}</RouterLink>
        </Button>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={planHref(plan, PLAN_MODES.view)}>{t('planning.view')}</RouterLink>
        </Button>
        <Button size="sm" variant="outline" onClick={() => setRenaming(plan.name)}>{t('planning.rename')}</Button>
        <Button size="sm" variant="ghost" colorPalette="red" onClick={onDelete}>{t('planning.delete')}</Button>
      </HStack>
    </Flex>
  );
}

/**
 * /userCenter/myPlans: the member's range plans — create, rename, delete, open for editing or
 * read-only. Why here: plans are the member's own documents, like collections and palettes;
 * the AI tools panel's 企划设计 entry opens the layout editor's template library.
 */
export function MyPlansPage() {
  const { t, locale } = useLocale();
  usePageTitle(t('planning.myPlans'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const plans = useQuery(plansQuery(locale));
  const [name, setName] = useState('');
  const [deleting, setDeleting] = useState<PlanSummary | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['api', 'oct/Planning/listPlans'] });
  const onError = (error: unknown) => notify('error', errorText(error));

  const create = useMutation({
    mutationFn: () => createPlan(name.trim() || t('planning.defaultName'), DEFAULT_CHANNEL),
    onSuccess: (result) => {
      void refresh();
      if (result) navigate(planHref(result.plan));
    },
    onError,
  });
  const rename = useMutation({ mutationFn: ({ id, next }: { id: number; next: string }) => renamePlan(id, next), onSuccess: refresh, onError });
  const remove = useMutation({ mutationFn: (id: number) => deletePlan(id), onSuccess: () => { setDeleting(null); void refresh(); }, onError });

  const list = plans.data?.list ?? [];
  return (
    <Stack gap="5" data-testid="my-plans">
      <Box>
        <Heading as="h2" fontFamily="display" fontSize={{ base: 'xl', md: '2xl' }}>{t('planning.myPlans')}</Heading>
        <Text color="fg.muted" fontSize="sm" mt="1">{t('planning.myPlansIntro')}</Text>
      </Box>
      <HStack as="form" gap="2" onSubmit={(event) => { event.preventDefault(); create.mutate(); }} maxW="lg">
        <Input size="sm" value={name} maxLength={PLAN_LIMITS.name} placeholder={t('planning.defaultName')} aria-label={t('planning.newPlanName')} onChange={(event) => setName(event.target.value)} data-testid="new-plan-name" />
        <Button size="sm" type="submit" colorPalette="loom" loading={create.isPending} data-testid="new-plan">{t('planning.newPlan')}</Button>
      </HStack>
      <PageStatusView status={plans.data && list.length === 0 ? 4000 : pageStatusOf(plans)} error={plans.error} onRetry={() => void plans.refetch()} empty={{ title: t('planning.noPlans'), hint: t('planning.noPlansHint') }}>
        <Stack gap="3">
          {list.map((plan) => (
            <PlanRow key={plan.id} plan={plan} onRename={(next) => rename.mutate({ id: plan.id, next })} onDelete={() => setDeleting(plan)} />
          ))}
        </Stack>
      </PageStatusView>
      <CenterDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        testId="delete-plan-dialog"
        title={t('planning.delete')}
        footer={
          <>
            <Button variant="outline" onClick={() => setDeleting(null)}>{t('planning.cancel')}</Button>
            <Button colorPalette="red" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id)}>{t('planning.delete')}</Button>
          </>
        }
      >
        <Text>{t('planning.deleteConfirm', { name: deleting?.name ?? '' })}</Text>
      </CenterDialog>
    </Stack>
  );
}
