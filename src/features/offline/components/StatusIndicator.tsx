import { lazy, type ComponentProps } from 'react';
import { staticClass } from '../../../components/static-styles';
import type { StaticStyleName } from '../../../components/static-styles/declarations';
import { useLocale } from '../../../i18n/use-locale';
import type { PackKind } from '../../../lib/offline/db';
import { useOnline } from '../../../lib/offline/hooks/use-online';
import { useSyncOverview, type SyncOverview } from '../../../lib/offline/hooks/use-sync-status';
import type { SyncPhase } from '../../../lib/offline/scheduler';
import { OpenOnIntent } from '../../../lib/open-on-intent';
import { APP_VERSION } from '../../../shared/sync/app-version';

/** Which kind of offline pack the page on screen makes, if any. */
export function packKindOf(pathname: string, search = ''): PackKind | null {
  // The followed bloggers (issue #16): their profiles, newest posts and pictures.
  if (pathname === '/userCenter/myFollow' && new URLSearchParams(search).get('tab') === 'blogger') return 'insFollowed';
  if (pathname.startsWith('/list/') || pathname.startsWith('/listHome/')) return 'column';
  if (/^\/detail\/(books|bookFutu)\/?$/.test(pathname)) return 'book';
  if (pathname.startsWith('/detail/')) return 'report';
  if (pathname.startsWith('/brand')) return 'brand';
  if (pathname.startsWith('/colorTrend')) return 'colourTrend';
  return null;
}

/** The button's dot per phase (green.500, blue.500, orange.400, gray.400, red.500). */
const PHASE_DOT: Record<SyncPhase | 'online', StaticStyleName> = {
  online: 'status-dot-green',
  idle: 'status-dot-green',
  syncing: 'status-dot-blue',
  waiting: 'status-dot-orange',
  offline: 'status-dot-gray',
  signedOut: 'status-dot-red',
  refused: 'status-dot-red',
};

const loadPanel = () => import('./StatusPanel');
const StatusPanel = lazy(loadPanel);

/**
 * Header indicator: online/offline/syncing and changes waiting to sync on the button; last sync,
 * failures and offline packs in a popover that loads when the reader first points at, focuses or
 * opens the button (the popover machinery is not part of the first JavaScript, issue #11).
 */
export function StatusIndicator() {
  const { t } = useLocale();
  const online = useOnline();
  const overview = useSyncOverview();
  const phase: SyncPhase | 'online' = !online ? 'offline' : overview?.status.phase === 'offline' ? 'idle' : (overview?.status.phase ?? 'online');
  const label = phase === 'online' || phase === 'idle' ? t('offline.status.online') : t(`offline.status.${phase}`);
  const button = (props: ComponentProps<'button'>) => <StatusButton phase={phase} label={label} overview={overview} {...props} />;
  return (
    <OpenOnIntent load={loadPanel} popup="dialog" trigger={button}>
      {(trigger) => <StatusPanel trigger={trigger} online={online} overview={overview} label={label} />}
    </OpenOnIntent>
  );
}

function StatusButton({
  phase,
  label,
  overview,
  className,
  ...props
}: { phase: SyncPhase | 'online'; label: string; overview: SyncOverview | null } & ComponentProps<'button'>) {
  const { t } = useLocale();
  // The popover's trigger (once the panel has loaded) passes a class of its own: added, not instead.
  const buttonClass = staticClass('status-button');
  return (
    <button
      type="button"
      className={className ? `${buttonClass} ${className}` : buttonClass}
      aria-label={t('offline.status.title')}
      data-testid="sync-status"
      data-phase={phase}
      data-version={APP_VERSION}
      {...props}
    >
      <div className={staticClass(PHASE_DOT[phase])} />
      <p className={staticClass('status-label')}>{label}</p>
      {overview && overview.waiting > 0 && (
        <span className={staticClass('status-waiting')} data-testid="sync-waiting">
          {overview.waiting}
        </span>
      )}
    </button>
  );
}
