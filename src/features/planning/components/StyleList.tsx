import { Box, Flex, Table, Text } from '@chakra-ui/react';
import { useLocale } from '../../../i18n/use-locale';
import { boardTotals, formatFen } from '../../../shared/planning/board';
import type { PlanEditor } from '../hooks/use-plan-editor';
import { orderedItems } from '../hooks/use-plan-export';
import { PriceInput, QuantityInput, Swatch, Thumb } from './parts';

/** Type 2 of the planning route: every style on one row, in board order, with the grand total. */
export function StyleList({ editor, editable }: { editor: PlanEditor; editable: boolean }) {
  const { t } = useLocale();
  const { board } = editor;
  const grand = boardTotals(board).grand;
  const nameOf = (list: { id: string; name: string }[], id: string) => list.find((entry) => entry.id === id)?.name ?? '';
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="l2" data-testid="plan-style-list">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {[t('planning.style'), t('planning.category'), t('planning.story'), t('planning.drop')].map((header) => <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>)}
            {[t('planning.quantity'), t('planning.price'), t('planning.amount')].map((header) => <Table.ColumnHeader key={header} textAlign="end">{header}</Table.ColumnHeader>)}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orderedItems(board).map((item) => {
            const story = board.stories.find((entry) => entry.id === item.storyId);
            return (
              <Table.Row key={item.id} data-testid="plan-style">
                <Table.Cell><Flex gap="2" align="center" minW="48"><Thumb src={item.cover} alt={item.title} size="9" /><Text fontSize="sm" lineClamp={2}>{item.title}</Text></Flex></Table.Cell>
                <Table.Cell>{nameOf(board.categories, item.categoryId)}</Table.Cell>
                <Table.Cell><Flex gap="1.5" align="center">{story && <Swatch hex={story.hex} />}{story?.name}</Flex></Table.Cell>
                <Table.Cell>{nameOf(board.drops, item.dropId)}</Table.Cell>
                <Table.Cell textAlign="end" w="24">
                  {editable ? <QuantityInput value={item.quantity} onChange={(quantity) => editor.updateItem(item.id, { quantity })} label={`${item.title} ${t('planning.quantity')}`} /> : item.quantity}
                </Table.Cell>
                <Table.Cell textAlign="end" w="28">
                  {editable ? <PriceInput fen={item.priceFen} onChange={(priceFen) => editor.updateItem(item.id, { priceFen })} label={`${item.title} ${t('planning.price')}`} /> : `¥${formatFen(item.priceFen)}`}
                </Table.Cell>
                <Table.Cell textAlign="end">¥{formatFen(item.quantity * item.priceFen)}</Table.Cell>
              </Table.Row>
            );
          })}
          <Table.Row bg="bg.subtle" fontWeight="semibold">
            <Table.Cell colSpan={4}>{t('planning.grandTotal')}</Table.Cell>
            <Table.Cell textAlign="end" data-testid="plan-grand-total" data-quantity={grand.quantity}>{grand.quantity}</Table.Cell>
            <Table.Cell />
            <Table.Cell textAlign="end">¥{formatFen(grand.amountFen)}</Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
