import { Badge, Box, Button, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLocale } from '../../../i18n/use-locale';
import type { OrderDetail, OrderStatus } from '../../../shared/contract/calls/order';
import { myOrdersQuery, pageParam } from '../api/queries';
import { PagedResults } from './PagedResults';
import { SectionTitle } from './UserCenterLayout';

const STATUS_COLOUR: Record<OrderStatus, { bg: string; color: string }> = {
  pending: { bg: 'loom.subtle', color: 'loom.fg' },
  paid: { bg: 'gold.solid', color: 'white' },
  expired: { bg: 'bg.muted', color: 'fg.muted' },
  review: { bg: 'orange.subtle', color: 'orange.fg' },
};

function OrderRow({ order, highlighted }: { order: OrderDetail; highlighted: boolean }) {
  const { t, formatDate } = useLocale();
  const stillOpen = order.status === 'pending' && order.loss_time * 1000 > Date.now();
  return (
    <Table.Row data-testid="order-row" data-status={order.status} bg={highlighted ? 'loom.subtle' : undefined}>
      <Table.Cell fontFamily="mono" fontSize="xs">
        {order.order_no}
      </Table.Cell>
      <Table.Cell>{order.plan_name}</Table.Cell>
      <Table.Cell>¥{order.total}</Table.Cell>
      <Table.Cell>{formatDate(order.add_time)}</Table.Cell>
      <Table.Cell>
        <Badge borderRadius="full" px="2.5" {...STATUS_COLOUR[order.status]}>
          {t(`usercenter.status.${order.status}`)}
        </Badge>
        {order.status === 'review' && (
          <Text fontSize="xs" color="fg.muted" mt="1" maxW="xs">
            {t('usercenter.reviewHint')}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell textAlign="end">
        {stillOpen && (
          <Button asChild size="xs" borderRadius="full" bg="loom.solid" color="loom.contrast">
            <RouterLink to={`/userCenter/member?order_no=${order.order_no}`}>{t('usercenter.continuePay')}</RouterLink>
          </Button>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/** Order/myOrders page size (server/orders). */
const ORDERS_PAGE_SIZE = 20;

/** /userCenter/orderManage: the user's VIP orders; ?order_no= (the payment return) is highlighted. */
export function OrderManagePage() {
  const { t, locale } = useLocale();
  const [search] = useSearchParams();
  const page = pageParam(search);
  const highlighted = search.get('order_no');
  const query = useQuery(myOrdersQuery(page, locale));
  usePageTitle(t('usercenter.orderManage'));
  // A member whose VIP is running renews it; the member page says so too.
  const vip = useSession().info?.is_vip === 1;
  return (
    <Box data-testid="orders-page">
      <SectionTitle
        aside={
          <Button asChild size="sm" borderRadius="full" bg="gold.solid" color="white">
            <RouterLink to="/userCenter/member">{vip ? t('usercenter.renewVip') : t('usercenter.buyVip')}</RouterLink>
          </Button>
        }
      >
        {t('usercenter.orderManage')}
      </SectionTitle>
      <PagedResults query={query} page={page} pageSize={ORDERS_PAGE_SIZE} empty={{ title: t('usercenter.emptyOrders'), hint: vip ? t('usercenter.emptyOrdersHintVip') : t('usercenter.emptyOrdersHint') }}>
        {(data) => (
          <Table.ScrollArea borderWidth="1px" borderColor="border.muted" borderRadius="l3" bg="bg.surface">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('usercenter.orderNo')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('usercenter.plan')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('usercenter.amount')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('usercenter.created')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('usercenter.status')}</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.list.map((order) => (
                  <OrderRow key={order.order_no} order={order} highlighted={order.order_no === highlighted} />
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </PagedResults>
    </Box>
  );
}
