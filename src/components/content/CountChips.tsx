import { Badge, Wrap } from '@chakra-ui/react';

/** Named counts as a row of chips ("品牌 · 3"): the columns or fabrics a set of items falls in. */
export function CountChips({ groups }: { groups: readonly { id: number; name: string; count: number }[] }) {
  if (groups.length === 0) return null;
  return (
    <Wrap gap="2" data-testid="count-chips">
      {groups.map((group) => (
        <Badge key={group.id} borderRadius="full" px="3" py="1" bg="bg.muted" color="fg" fontWeight="normal">
          {group.name} · {group.count}
        </Badge>
      ))}
    </Wrap>
  );
}
