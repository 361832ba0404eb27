import { Button, Menu, Portal, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../i18n/use-locale';
import { useOfflineUser } from '../../lib/offline/hooks/use-offline-user';
import { useLiveQuery } from '../../lib/offline/hooks/use-live-query';
import { notifyOffline } from '../../lib/offline/toaster';
import { createBoard, listBoards, pinToBoard, type PinItem } from '../../lib/works/idea-boards';
import { BOARDS_HREF } from '../../shared/catalogue/links';

/** Boards offered in the menu; the rest are one tap away on /cloudThink. */
const MENU_BOARDS = 8;
const NEW = '__new';

export interface AddToBoardMenuProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** What gets pinned: a picture of the item, or a colour. */
  item: PinItem;
  /** False inside a dialog (the picture viewer), whose layer a portalled menu would sit under. */
  portalled?: boolean;
  /** The trigger's content instead of 加入灵感板 (a colour chip); shown as is to guests. */
  children?: ReactNode;
}

/**
 * 加入灵感板 / Add to board: pins a picture or a colour on one of the member's idea boards (or
 * a new one), on this device at once and offline too; the board syncs with the outbox. Shown to
 * members only (boards are theirs).
 */
export function AddToBoardMenu({ item, portalled = true, children, ...button }: AddToBoardMenuProps) {
  const { t } = useLocale();
  const user = useOfflineUser();
  const boards = useLiveQuery(async () => (user ? (await listBoards(user.db)).slice(0, MENU_BOARDS) : []), [user], []);
  if (!user) return children ?? null;

  const choose = async (value: string) => {
    try {
      const title = value === NEW ? t('ideaBoard.newTitle') : (boards.find((board) => board.docId === value)?.title ?? '');
      if (value === NEW) await createBoard(user, title, item);
      else await pinToBoard(user, value, item);
      notifyOffline('success', t('ideaBoard.pinned', { title }), 'notice');
    } catch (error) {
      console.error('not pinned', error);
      notifyOffline('error', t('ideaBoard.pinFailed'));
    }
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }} onSelect={({ value }) => value !== 'all' && void choose(value)}>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" data-testid="add-to-board" title={children ? t('ideaBoard.addToBoard') : undefined} {...button}>
          {children ?? t('ideaBoard.addToBoard')}
        </Button>
      </Menu.Trigger>
      <Portal disabled={!portalled}>
        <Menu.Positioner>
          <Menu.Content minW="48" maxW="72" data-testid="add-to-board-menu">
            {boards.map((board) => (
              <Menu.Item key={board.docId} value={board.docId}>
                {board.title}
              </Menu.Item>
            ))}
            <Menu.Item value={NEW} fontWeight="medium" color="loom.fg">
              + {t('ideaBoard.newBoard')}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="all" asChild color="fg.muted">
              <RouterLink to={BOARDS_HREF}>{t('ideaBoard.allBoards')}</RouterLink>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
