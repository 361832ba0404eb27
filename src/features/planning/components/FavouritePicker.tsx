import { Box, Button, chakra, Flex, Grid, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { WaitingPart } from '../../../components/content';
import { useLocale } from '../../../i18n/use-locale';
import { COLLECTION_KINDS, type CollectionKind, type FavouriteCard } from '../../../shared/contract/calls/usercenter';
import type { PlanBoard } from '../../../shared/planning/board';
import { favouritesQuery } from '../api/plans';
import { itemsFromFavourites, sourceKey, type CellRef, type PlanEditor } from '../hooks/use-plan-editor';
import { PlanDialog, Select, Swatch, Thumb } from './parts';

const cardKey = (card: FavouriteCard) => sourceKey({ itemId: card.id, type: card.fav.type, pictureId: card.fav.picture_id });

/** Where the chosen styles go, as three selects over the board's rows and columns. */
function CellPicker({ board, cell, onChange }: { board: PlanBoard; cell: CellRef; onChange: (cell: CellRef) => void }) {
  const { t } = useLocale();
  const options = (list: { id: string; name: string }[]) => list.map((entry) => ({ value: entry.id, label: entry.name }));
  return (
    <HStack gap="2" wrap="wrap">
      <Text fontSize="sm">{t('planning.pickerTarget')}</Text>
      <Select value={cell.categoryId} options={options(board.categories)} label={t('planning.category')} onChange={(categoryId) => onChange({ ...cell, categoryId })} />
      <Select value={cell.storyId} options={options(board.stories)} label={t('planning.story')} onChange={(storyId) => onChange({ ...cell, storyId })} />
      <Select value={cell.dropId} options={options(board.drops)} label={t('planning.drop')} onChange={(dropId) => onChange({ ...cell, dropId })} />
    </HStack>
  );
}

/** Adds styles from the member's favourites (with their pictures and colours) to a cell of the board. */
export function FavouritePicker({ editor, cell: initialCell, onClose }: { editor: PlanEditor; cell: CellRef; onClose: () => void }) {
  const { t, locale } = useLocale();
  const [kind, setKind] = useState<CollectionKind>('atlas');
  const [page, setPage] = useState(1);
  const [cell, setCell] = useState(initialCell);
  const [chosen, setChosen] = useState<Map<string, FavouriteCard>>(new Map());
  const [quantity, setQuantity] = useState(100);
  const [price, setPrice] = useState(199);
  const favourites = useQuery({ ...favouritesQuery(kind, page, locale), networkMode: 'offlineFirst' });
  const inPlan = new Set(editor.board.items.map((item) => sourceKey(item.source)));
  const list = favourites.data?.list ?? [];
  const pages = favourites.data ? Math.max(1, Math.ceil(favourites.data.count / favourites.data.page_size)) : 1;

  const toggle = (card: FavouriteCard) =>
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(cardKey(card))) next.delete(cardKey(card));
      else next.set(cardKey(card), card);
      return next;
    });
  const add = () => {
    editor.addItems(itemsFromFavourites([...chosen.values()], cell, quantity, Math.round(price * 100)));
    onClose();
  };

  return (
    <PlanDialog
      title={t('planning.pickerTitle')}
      testId="favourite-picker"
      onClose={onClose}
      action={{ label: t('planning.pickerAdd', { count: chosen.size }), onClick: add, disabled: chosen.size === 0, testId: 'favourite-picker-add' }}
    >
      <Stack gap="4">
        <Flex gap="3" wrap="wrap" align="center">
          <Select
            value={kind}
            label={t('planning.pickerKind')}
            options={COLLECTION_KINDS.map((value) => ({ value, label: t(`usercenter.kind.${value}`) }))}
            onChange={(next) => {
              setKind(next);
              setPage(1);
            }}
          />
          <CellPicker board={editor.board} cell={cell} onChange={setCell} />
        </Flex>
        <Flex gap="3" wrap="wrap">
          <Box>
            <Text fontSize="xs" color="fg.muted">{t('planning.defaultQuantity')}</Text>
            <Input size="sm" type="number" min={0} w="28" value={quantity} onChange={(event) => setQuantity(Math.max(0, Math.floor(Number(event.target.value) || 0)))} data-testid="picker-quantity" />
          </Box>
          <Box>
            <Text fontSize="xs" color="fg.muted">{t('planning.defaultPrice')}</Text>
            <Input size="sm" type="number" min={0} step={0.01} w="28" value={price} onChange={(event) => setPrice(Math.max(0, Number(event.target.value) || 0))} data-testid="picker-price" />
          </Box>
        </Flex>
        {favourites.isPending ? (
          <WaitingPart
            query={favourites}
            placeholder={
              <Grid templateColumns="repeat(auto-fill, minmax(120px, 1fr))" gap="3">
                {Array.from({ length: 8 }, (_, i) => <Skeleton key={i} h="40" borderRadius="md" />)}
              </Grid>
            }
          />
        ) : list.length === 0 ? (
          <Text color="fg.muted" py="8" textAlign="center">{t('planning.pickerEmpty')}</Text>
        ) : (
          <Grid templateColumns="repeat(auto-fill, minmax(120px, 1fr))" gap="3">
            {list.map((card) => {
              const taken = inPlan.has(cardKey(card));
              const selected = chosen.has(cardKey(card));
              return (
                <chakra.button
                  type="button"
                  key={cardKey(card)}
                  textAlign="start"
                  p="1.5"
                  borderWidth="2px"
                  borderRadius="md"
                  borderColor={selected ? 'loom.solid' : 'transparent'}
                  bg={selected ? 'loom.subtle' : 'bg.muted'}
                  opacity={taken ? 0.5 : 1}
                  disabled={taken}
                  aria-pressed={selected}
                  onClick={() => toggle(card)}
                  data-testid="favourite-choice"
                >
                  <Thumb src={card.cover_thumb} alt={card.title} size="full" />
                  <Text fontSize="xs" lineClamp={2} mt="1">{card.title}</Text>
                  <HStack gap="0.5" mt="1">
                    {card.colours.slice(0, 5).map((colour) => <Swatch key={colour.color_rgbhex} hex={colour.color_rgbhex} size="2.5" />)}
                  </HStack>
                  {taken && <Text fontSize="2xs" color="fg.muted">{t('planning.alreadyInPlan')}</Text>}
                </chakra.button>
              );
            })}
          </Grid>
        )}
        {pages > 1 && (
          <HStack justify="center">
            <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>‹</Button>
            <Text fontSize="sm">{page} / {pages}</Text>
            <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>›</Button>
          </HStack>
        )}
      </Stack>
    </PlanDialog>
  );
}
