import type { ReactNode } from 'react';
import { staticClass } from '../static-styles';
import { useLocale } from '../../i18n/use-locale';
import { waitingStatusOf, type LoadState } from './page-status';

/**
 * A part of a page (a section, a drawer's body) whose data has not come: its placeholder while it
 * loads, or a line saying the device has nothing saved once the load waits for the network —
 * offline, a placeholder would wait for ever. The load resumes by itself when the line is back.
 */
export function WaitingPart({ query, placeholder }: { query: LoadState; placeholder: ReactNode }) {
  const { t } = useLocale();
  if (waitingStatusOf(query) !== 'offline') return <>{placeholder}</>;
  return (
    <p className={staticClass('part-offline')} data-testid="part-offline">
      {t('content.statusOffline')}
    </p>
  );
}
