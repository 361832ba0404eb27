import { lazy, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useLocale } from '../../i18n/use-locale';
import { useOfflineUser } from '../../lib/offline/hooks/use-offline-user';
import type { PinItem } from '../../lib/works/idea-boards';
import { OpenOnIntent } from '../../lib/open-on-intent';
import { staticClass } from '../static-styles';

const loadPanel = () => import('./AddToBoardPanel');
const AddToBoardPanel = lazy(loadPanel);

export interface AddToBoardMenuProps {
  /** What gets pinned: a picture of the item, or a colour. */
  item: PinItem;
  /** False inside a dialog (the picture viewer), whose layer a portalled menu would sit under. */
  portalled?: boolean;
  /** The trigger's content instead of 加入灵感板 (a colour chip); shown as is to guests. */
  children?: ReactNode;
  /** The trigger's declared static class, for its place (default: a small outlined button). */
  className?: string;
  testId?: string;
}

/**
 * 加入灵感板 / Add to board: pins a picture or a colour on one of the member's idea boards (or
 * a new one), on this device at once and offline too; the board syncs with the outbox. Shown to
 * members only (boards are theirs). The menu and the boards' document model (Yjs) load on intent,
 * not with the page (issue #11).
 */
export function AddToBoardMenu({ item, portalled = true, children, className = staticClass('add-to-board'), testId = 'add-to-board' }: AddToBoardMenuProps) {
  const { t } = useLocale();
  const user = useOfflineUser();
  if (!user) return children ?? null;
  const trigger = (props: ComponentPropsWithRef<'button'>) => (
    <button type="button" className={className} data-testid={testId} title={children ? t('ideaBoard.addToBoard') : undefined} {...props}>
      {children ?? t('ideaBoard.addToBoard')}
    </button>
  );
  return (
    <OpenOnIntent load={loadPanel} popup="menu" trigger={trigger}>
      {(menuTrigger) => <AddToBoardPanel item={item} portalled={portalled} trigger={menuTrigger} />}
    </OpenOnIntent>
  );
}
