import { lazy } from 'react';
import { lazyPopup } from '../../lib/lazy-component';
import type { CenterDialogProps } from './CenterDialogView';

/**
 * The app's centred message dialog: a title, a body and footer actions. Closing (Esc, the
 * backdrop, the close button) calls onClose; `dismissible={false}` makes an alert the user must
 * answer through its actions (no Esc, no backdrop, no close button).
 *
 * The header's dialogs (update notes, the signed-in-elsewhere notice, the promo's confirmation)
 * are on every page but rarely open: their machinery loads when one first opens (issue #11).
 */
export const CenterDialog = lazyPopup<CenterDialogProps>(
  lazy(() => import('./CenterDialogView')),
  (props) => props.open,
);
