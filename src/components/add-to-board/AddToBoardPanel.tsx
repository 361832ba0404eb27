import { Menu, Portal } from '@chakra-ui/react';
import type { ReactElement } from 'react';
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

/**
 * The add-to-board menu around its trigger (its own chunk, with the boards' document model: loaded
 * when the reader points at, focuses or taps the trigger, and opened by the tap that loaded it).
 */
export default function AddToBoardPanel({ item, portalled, trigger }: { item: PinItem; portalled: boolean; trigger: ReactElement }) {
  const { t } = useLocale();
  const user = useOfflineUser();
  const boards = useLiveQuery(async () => (user ? (await listBoards(user.db)).slice(0, MENU_BOARDS) : []), [user], []);
  if (!user) return trigger;

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
    <Menu.Root positioning={{ placement: 'bottom-start' }} defaultOpen onSelect={({ value }) => value !== 'all' && void choose(value)}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
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
