import { Box, Flex, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { useLocale } from '../../../i18n/use-locale';
import { boardTotals, cellKey, columnKey, formatFen, type PlanItem } from '../../../shared/planning/board';
import type { CellRef, PlanEditor } from '../hooks/use-plan-editor';
import { PriceInput, QuantityInput, Swatch, Thumb, TotalText } from './parts';

/** One style in a cell: picture, title, quantity and unit price (editable in edit mode). */
export function StyleEntry({ item, editor, editable }: { item: PlanItem; editor: PlanEditor; editable: boolean }) {
  const { t } = useLocale();
  return (
    <Stack gap="1.5" p="1.5" borderWidth="1px" borderRadius="md" bg="bg.panel" data-testid="plan-style" data-item={item.id}>
      <Flex gap="2" align="flex-start">
        <Thumb src={item.cover} alt={item.title} size="10" />
        <Text fontSize="xs" lineClamp={2} flex="1" title={item.title}>{item.title}</Text>
        {editable && (
          <IconButton aria-label={t('planning.removeStyle')} size="2xs" variant="ghost" onClick={() => editor.removeItem(item.id)}>
            ×
          </IconButton>
        )}
      </Flex>
      {editable ? (
        // Quantity and unit price side by side under the picture: wide enough for six digits each.
        <Flex gap="1">
          <QuantityInput value={item.quantity} onChange={(quantity) => editor.updateItem(item.id, { quantity })} label={`${item.title} ${t('planning.quantity')}`} testId="plan-style-quantity" />
          <PriceInput fen={item.priceFen} onChange={(priceFen) => editor.updateItem(item.id, { priceFen })} label={`${item.title} ${t('planning.price')}`} />
        </Flex>
      ) : (
        <Text fontSize="xs" color="fg.muted">
          {t('planning.pieces', { count: item.quantity })} · ¥{formatFen(item.priceFen)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The planning board: categories down, colour stories × drops across, the styles in the cells,
 * and totals (quantity and amount) per row, per column and for the whole range.
 */
export function BoardGrid({ editor, editable, onAdd }: { editor: PlanEditor; editable: boolean; onAdd: (cell: CellRef) => void }) {
  const { t } = useLocale();
  const { board } = editor;
  const totals = boardTotals(board);
  const columns = board.stories.flatMap((story) => board.drops.map((drop) => ({ story, drop })));
  // Category names and the row totals stay in view while a wide board scrolls sideways (iPad portrait).
  const sticky = { position: 'sticky', left: 0, zIndex: 1, bg: 'bg.subtle' } as const;
  const stickyEnd = { position: 'sticky', right: 0, zIndex: 1, bg: 'bg.subtle', borderLeftWidth: '1px' } as const;
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="l2" data-testid="plan-board">
      <Table.Root size="sm" css={{ borderCollapse: 'separate', borderSpacing: 0, '& td, & th': { borderColor: 'border.muted' } }}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader rowSpan={2} {...sticky} minW="28" borderRightWidth="1px">{t('planning.category')}</Table.ColumnHeader>
            {board.stories.map((story) => (
              <Table.ColumnHeader key={story.id} colSpan={board.drops.length} textAlign="center" borderLeftWidth="1px" borderTopWidth="3px" borderTopColor={story.hex}>
                <Flex align="center" justify="center" gap="1.5"><Swatch hex={story.hex} />{story.name}</Flex>
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader rowSpan={2} textAlign="end" minW="24" {...stickyEnd}>{t('planning.total')}</Table.ColumnHeader>
          </Table.Row>
          <Table.Row>
            {columns.map(({ story, drop }, i) => (
              <Table.ColumnHeader key={columnKey(story.id, drop.id)} textAlign="center" fontWeight="normal" color="fg.muted" borderLeftWidth={i % board.drops.length === 0 ? '1px' : 0}>
                {drop.name}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {board.categories.map((category) => (
            <Table.Row key={category.id} verticalAlign="top">
              <Table.Cell {...sticky} fontWeight="semibold" borderRightWidth="1px">{category.name}</Table.Cell>
              {columns.map(({ story, drop }, i) => {
                const cell = { categoryId: category.id, storyId: story.id, dropId: drop.id };
                const items = board.items.filter((item) => item.categoryId === category.id && item.storyId === story.id && item.dropId === drop.id);
                const total = totals.cells.get(cellKey(category.id, story.id, drop.id));
                return (
                  <Table.Cell key={story.id + drop.id} minW="44" borderLeftWidth={i % board.drops.length === 0 ? '1px' : 0} data-testid="plan-cell" data-cell={cellKey(category.id, story.id, drop.id)}>
                    <Stack gap="1.5">
                      {items.map((item) => <StyleEntry key={item.id} item={item} editor={editor} editable={editable} />)}
                      <Flex justify="space-between" align="center" gap="2" minH="6">
                        {editable ? (
                          <IconButton aria-label={`${t('planning.addToCell')}: ${category.name} / ${story.name} / ${drop.name}`} size="2xs" variant="outline" onClick={() => onAdd(cell)} data-testid="plan-cell-add">
                            +
                          </IconButton>
                        ) : items.length === 0 ? (
                          <Text fontSize="xs" color="fg.subtle">–</Text>
                        ) : <span />}
                        {total && <Text fontSize="xs" color="fg.muted">{t('planning.pieces', { count: total.quantity })}</Text>}
                      </Flex>
                    </Stack>
                  </Table.Cell>
                );
              })}
              <Table.Cell {...stickyEnd}>
                <TotalText {...(totals.rows.get(category.id) ?? { quantity: 0, amountFen: 0 })} testId="plan-row-total" />
              </Table.Cell>
            </Table.Row>
          ))}
          <Table.Row bg="bg.subtle">
            <Table.Cell {...sticky} fontWeight="semibold" borderRightWidth="1px">{t('planning.total')}</Table.Cell>
            {columns.map(({ story, drop }, i) => (
              <Table.Cell key={story.id + drop.id} borderLeftWidth={i % board.drops.length === 0 ? '1px' : 0}>
                <TotalText {...(totals.columns.get(columnKey(story.id, drop.id)) ?? { quantity: 0, amountFen: 0 })} testId="plan-column-total" />
              </Table.Cell>
            ))}
            <Table.Cell {...stickyEnd}>
              <TotalText {...totals.grand} testId="plan-grand-total" strong />
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
