import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useLocale } from '../../../i18n/use-locale';
import type { PlainMessageKey } from '../../../i18n/translate';
import type { Axis, PlanEditor } from '../hooks/use-plan-editor';

const AXES: { axis: Axis; title: PlainMessageKey; add: PlainMessageKey; fresh: PlainMessageKey }[] = [
  { axis: 'categories', title: 'planning.category', add: 'planning.addCategory', fresh: 'planning.newCategory' },
  { axis: 'stories', title: 'planning.story', add: 'planning.addStory', fresh: 'planning.newStory' },
  { axis: 'drops', title: 'planning.drop', add: 'planning.addDrop', fresh: 'planning.newDrop' },
];

/** Names of the rows and columns (and each colour story's colour); an axis entry with styles in it cannot go. */
export function StructureEditor({ editor }: { editor: PlanEditor }) {
  const { t } = useLocale();
  return (
    <Flex gap="6" wrap="wrap" data-testid="plan-structure">
      {AXES.map(({ axis, title, add, fresh }) => (
        <Stack key={axis} gap="1.5" minW="56" flex="1">
          <Text fontSize="sm" fontWeight="semibold">{t(title)}</Text>
          {editor.board[axis].map((entry) => (
            <Flex key={entry.id} gap="1.5" align="center">
              {'hex' in entry && (
                <Input type="color" size="xs" w="8" p="0.5" value={entry.hex} aria-label={`${entry.name} ${t('planning.storyColour')}`} onChange={(event) => editor.changeEntry(axis, entry.id, { hex: event.target.value.toUpperCase() })} />
              )}
              <Input size="xs" value={entry.name} maxLength={20} aria-label={t(title)} onChange={(event) => editor.changeEntry(axis, entry.id, { name: event.target.value })}
                // A cleared name would not save: it gets the default name back.
                onBlur={(event) => !event.target.value.trim() && editor.changeEntry(axis, entry.id, { name: t(fresh) })}
              />
              <Button
                size="2xs"
                variant="ghost"
                disabled={editor.board[axis].length <= 1 || editor.isUsed(axis, entry.id)}
                title={editor.isUsed(axis, entry.id) ? t('planning.removeBlocked') : undefined}
                onClick={() => editor.removeEntry(axis, entry.id)}
              >
                {t('planning.remove')}
              </Button>
            </Flex>
          ))}
          <Button size="2xs" variant="outline" alignSelf="flex-start" onClick={() => editor.addEntry(axis, t(fresh))}>+ {t(add)}</Button>
        </Stack>
      ))}
    </Flex>
  );
}
