import { Button, Menu, Portal } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useLocale } from '../../../i18n';
import type { OfflineUser } from '../../../lib/offline';
import { createBoard } from '../../../lib/works/idea-boards';
import { useBoards } from '../hooks/use-boards';
import { boardHref } from '../paths';

const NEW = '__new';

/** The member's boards: switch to another, or make a new one. */
export function BoardMenu({ user, current }: { user: OfflineUser; current: string }) {
  const { t } = useLocale();
  const boards = useBoards(user) ?? [];
  const navigate = useNavigate();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-start' }}
      onSelect={({ value }) => {
        if (value === NEW) void createBoard(user, t('ideaBoard.newTitle')).then((id) => navigate(boardHref(id)));
        else navigate(boardHref(value));
      }}
    >
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" data-testid="board-menu">
          {t('ideaBoard.boards')} ({boards.length})
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" maxH="80" overflowY="auto">
            {boards.map((board) => (
              <Menu.Item key={board.docId} value={board.docId} fontWeight={board.docId === current ? 'semibold' : undefined}>
                {board.title}
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item value={NEW} color="loom.fg">
              + {t('ideaBoard.newBoard')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
