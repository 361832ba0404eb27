import { Alert, Badge, Box, Button, chakra, Container, Flex, Heading, HStack, SimpleGrid, Spinner, Stack, Steps, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, callApi, queryOptionsFor } from '../../../lib/api';
import { NeedsNetwork } from '../../../lib/offline/components/NeedsNetwork';
import { useOnline } from '../../../lib/offline/hooks/use-online';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLocale } from '../../../i18n/use-locale';
import { PAY_TYPES, type OrderDetail, type PayType, type VipPlan } from '../../../shared/contract/calls/order';
import { afterVipGranted, newIdempotencyKey, orderQuery, previewQuery, sandboxPay, vipListQuery } from '../api/orders';

const STEPS = ['verify', 'paying', 'payOk'] as const;
type Step = (typeof STEPS)[number];
/** How often an open order is asked about while the payer pays. */
const POLL_MS = 2_500;

const choice = (selected: boolean) =>
  ({
    textAlign: 'start',
    p: '5',
    borderRadius: 'l3',
    borderWidth: '2px',
    borderColor: selected ? 'gold.solid' : 'border.muted',
    bg: selected ? 'bg.hero' : 'bg.surface',
    cursor: 'pointer',
    transition: 'border-color 0.15s',
    _hover: { borderColor: selected ? 'gold.solid' : 'border.emphasized' },
  }) as const;

function PlanCard({ plan, selected, onSelect }: { plan: VipPlan; selected: boolean; onSelect: () => void }) {
  const { t } = useLocale();
  const perDay = (Number(plan.price) / plan.days).toFixed(1);
  return (
    <chakra.button type="button" role="radio" aria-checked={selected} onClick={onSelect} data-testid={`plan-${plan.buyType}`} {...choice(selected)}>
      <HStack justify="space-between" mb="3">
        <Text fontWeight="semibold">{plan.name}</Text>
        {plan.buyType === 'year' && (
          <Badge bg="gold.solid" color="white" borderRadius="full">
            {t('vip.recommended')}
          </Badge>
        )}
      </HStack>
      <Text fontFamily="display" fontSize="3xl" fontWeight="semibold">
        ¥{plan.price}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('vip.days', { days: plan.days })} · {t('vip.perDay', { price: perDay })}
      </Text>
      <Text fontSize="xs" color="fg.subtle" mt="3">
        {t('vip.channels')}
      </Text>
    </chakra.button>
  );
}

function VerifyStep({ onOrdered }: { onOrdered: (orderNo: string, url: string) => void }) {
  const { t, locale } = useLocale();
  const plans = useQuery(vipListQuery(locale));
  const [buyType, setBuyType] = useState('year');
  const [payType, setPayType] = useState<PayType>('alipay');
  const preview = useQuery(previewQuery(buyType, payType, locale));
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per intended order: a retry after a lost answer returns the same order.
  const idempotencyKey = useRef(newIdempotencyKey());
  useEffect(() => {
    idempotencyKey.current = newIdempotencyKey();
  }, [buyType, payType]);

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const created = await callApi('oct/Order/create', { buyType, payType, idempotency_key: idempotencyKey.current });
      if (created) onOrdered(created.orderInfo.order_no, created.payment.url);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.msg : t('common.networkError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="8">
      <Stack gap="3">
        <Text fontWeight="semibold">{t('vip.choosePlan')}</Text>
        <SimpleGrid role="radiogroup" aria-label={t('vip.choosePlan')} columns={{ base: 1, md: 3 }} gap="4">
          {plans.data?.list.map((plan) => (
            <PlanCard key={plan.buyType} plan={plan} selected={plan.buyType === buyType} onSelect={() => setBuyType(plan.buyType)} />
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="3">
        <Text fontWeight="semibold">{t('vip.payType')}</Text>
        <HStack role="radiogroup" aria-label={t('vip.payType')} gap="3">
          {PAY_TYPES.map((type) => (
            <chakra.button key={type} type="button" role="radio" aria-checked={type === payType} onClick={() => setPayType(type)} {...choice(type === payType)} py="3" px="6">
              {t(`vip.${type}`)}
            </chakra.button>
          ))}
        </HStack>
      </Stack>
      {preview.data && !preview.data.isShow && (
        <Alert.Root status="info" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Title>{t('vip.unavailable')}</Alert.Title>
        </Alert.Root>
      )}
      <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="4" p="5" borderRadius="l3" bg="bg.hero" data-testid="payment-preview">
        <HStack gap="8">
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {t('vip.payPrice')}
            </Text>
            <Text fontFamily="display" fontSize="2xl" fontWeight="semibold" data-testid="pay-price">
              ¥{preview.data?.payPrice ?? '—'}
            </Text>
          </Box>
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {t('vip.endDate')}
            </Text>
            <Text fontWeight="semibold" data-testid="end-date">
              {preview.data?.endDate ?? '—'}
            </Text>
          </Box>
        </HStack>
        <Stack gap="1" align={{ base: 'stretch', md: 'flex-end' }}>
          <Button size="lg" borderRadius="full" bg="loom.solid" color="loom.contrast" px="10" onClick={submit} loading={busy} loadingText={t('vip.submitting')} disabled={!preview.data?.isShow || !online}>
            {t('vip.submit')}
          </Button>
          <NeedsNetwork online={online} />
        </Stack>
      </Flex>
      {error && (
        <Alert.Root status="error" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}

function OrderFacts({ order }: { order: OrderDetail }) {
  const { t, formatDate } = useLocale();
  const deadline = new Date(order.loss_time * 1000).toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit' });
  return (
    <Stack gap="1" fontSize="sm" data-testid="order-info">
      <Text>
        {t('vip.orderNo')}：<Text as="span" fontFamily="mono">{order.order_no}</Text>
      </Text>
      <Text>
        {t('vip.total')}：¥{order.total} · {order.plan_name}
      </Text>
      <Text>
        {t('vip.addTime')}：{formatDate(order.add_time)}
      </Text>
      {order.status === 'pending' && <Text color="fg.muted">{t('vip.lossTime', { time: deadline })}</Text>}
    </Stack>
  );
}

function PayingStep({ order }: { order: OrderDetail }) {
  const { t } = useLocale();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      await sandboxPay(order.order_no);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.msg : t('common.networkError'));
      setBusy(false);
    }
  };
  return (
    <Stack gap="5" p="6" borderRadius="l3" borderWidth="1px" borderColor="border.muted" bg="bg.surface">
      <OrderFacts order={order} />
      <HStack gap="3" color="fg.muted">
        <Spinner size="sm" />
        <Text>{t('vip.paying')}</Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('vip.waitHint')}
      </Text>
      {order.provider === 'sandbox' && (
        <Stack gap="2" align="flex-start">
          <Text fontSize="sm">{t('vip.sandboxNotice')}</Text>
          <Button borderRadius="full" bg="gold.solid" color="white" onClick={pay} loading={busy} disabled={!online} data-testid="sandbox-pay">
            {t('vip.sandboxPay')}
          </Button>
          <NeedsNetwork online={online} />
        </Stack>
      )}
      {error && <Text color="fg.error">{error}</Text>}
    </Stack>
  );
}

function PayOkStep({ order }: { order: OrderDetail }) {
  const { t } = useLocale();
  const { info } = useSession();
  // The grant is on the server now: user info, profile and VIP-gated lists are read again.
  useEffect(() => {
    void afterVipGranted();
  }, [order.order_no]);
  return (
    <Stack gap="5" p="8" borderRadius="l3" bg="bg.hero" align="flex-start" data-testid="pay-ok">
      <Heading as="p" fontFamily="display" fontSize="2xl">
        {t('vip.payOk')}
      </Heading>
      <OrderFacts order={order} />
      {info?.is_vip === 1 && (
        <Badge bg="gold.solid" color="white" borderRadius="full" px="3">
          {t('common.vip')}
        </Badge>
      )}
      <HStack gap="3">
        <Button asChild borderRadius="full" bg="loom.solid" color="loom.contrast">
          <RouterLink to="/index/home">{t('vip.browse')}</RouterLink>
        </Button>
        <Button asChild borderRadius="full" variant="outline">
          <RouterLink to="/userCenter/orderManage">{t('vip.toOrders')}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

function OrderProgress({ orderNo, onRestart }: { orderNo: string; onRestart: () => void }) {
  const { t, locale } = useLocale();
  const query = useQuery({
    ...orderQuery(orderNo, locale),
    refetchInterval: (current) => (current.state.data?.status === 'pending' ? POLL_MS : false),
  });
  const order = query.data;
  if (query.error) {
    return (
      <Alert.Root status="error" borderRadius="l2">
        <Alert.Indicator />
        <Alert.Title>{query.error instanceof ApiError ? query.error.msg : t('common.networkError')}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!order) return <Spinner />;
  if (order.status === 'paid') return <PayOkStep order={order} />;
  if (order.status === 'pending') return <PayingStep order={order} />;
  return (
    <Stack gap="4" align="flex-start" data-testid={`order-${order.status}`}>
      <OrderFacts order={order} />
      <Alert.Root status="warning" borderRadius="l2">
        <Alert.Indicator />
        <Alert.Title>{order.status === 'review' ? t('vip.review') : t('vip.expired')}</Alert.Title>
      </Alert.Root>
      {order.status === 'expired' && (
        <Button borderRadius="full" onClick={onRestart}>
          {t('vip.restart')}
        </Button>
      )}
    </Stack>
  );
}

/** /userCenter/member: plans, payment preview and the verify → paying → payOk steps. */
export function MemberPage() {
  const { t, locale } = useLocale();
  const { info } = useSession();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const orderNo = search.get('order_no');
  const order = useQuery({ ...orderQuery(orderNo ?? '', locale), enabled: Boolean(orderNo) });
  usePageTitle(t('vip.title'));
  const step: Step = !orderNo ? 'verify' : order.data?.status === 'paid' ? 'payOk' : 'paying';
  const myInfo = useQuery({ ...queryOptionsFor('oct/UserCenter/getMyInfo', {}, locale), enabled: info?.is_vip === 1 });

  const onOrdered = (created: string, url: string) => {
    if (url.startsWith('/')) setSearch({ order_no: created });
    else window.location.assign(url);
  };

  return (
    <Container maxW="1080px" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }} data-testid="member-page">
      <Stack gap="2" mb="8">
        <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '3xl' }}>
          {t('vip.title')}
        </Heading>
        <Text color="fg.muted">{t('vip.lead')}</Text>
        {info?.is_vip === 1 && myInfo.data?.vip_end_date && (
          <Text color="gold.fg" fontWeight="semibold">
            {t('vip.currentVip', { date: myInfo.data.vip_end_date })}
          </Text>
        )}
      </Stack>
      <Steps.Root step={STEPS.indexOf(step)} count={STEPS.length} mb="8" size="sm" colorPalette="orange">
        <Steps.List>
          {STEPS.map((name, index) => (
            <Steps.Item key={name} index={index} title={name}>
              <Steps.Indicator />
              <Steps.Title>{t(name === 'verify' ? 'vip.stepVerify' : name === 'paying' ? 'vip.stepPaying' : 'vip.stepPayOk')}</Steps.Title>
              <Steps.Separator />
            </Steps.Item>
          ))}
        </Steps.List>
      </Steps.Root>
      {orderNo ? <OrderProgress orderNo={orderNo} onRestart={() => navigate('/userCenter/member', { replace: true })} /> : <VerifyStep onOrdered={onOrdered} />}
    </Container>
  );
}

export { MemberPage as Component };
