import { Badge, Button, Circle, Text, type ButtonProps } from '@chakra-ui/react';
import { lazy } from 'react';
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

const PHASE_COLOUR: Record<SyncPhase | 'online', string> = {
  online: 'green.500',
  idle: 'green.500',
  syncing: 'blue.500',
  waiting: 'orange.400',
  offline: 'gray.400',
  signedOut: 'red.500',
  refused: 'red.500',
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
  const button = (props: ButtonProps) => <StatusButton phase={phase} label={label} overview={overview} {...props} />;
  return (
    <OpenOnIntent load={loadPanel} popup="dialog" trigger={button}>
      {(trigger) => <StatusPanel trigger={trigger} online={online} overview={overview} label={label} />}
    </OpenOnIntent>
  );
}

function StatusButton({ phase, label, overview, ...props }: { phase: SyncPhase | 'online'; label: string; overview: SyncOverview | null } & ButtonProps) {
  const { t } = useLocale();
  return (
    <Button variant="ghost" size="sm" borderRadius="full" px="2" aria-label={t('offline.status.title')} data-testid="sync-status" data-phase={phase} data-version={APP_VERSION} {...props}>
      <Circle size="2.5" bg={PHASE_COLOUR[phase]} />
      <Text fontSize="xs" display={{ base: 'none', lg: 'block' }}>
        {label}
      </Text>
      {overview && overview.waiting > 0 && (
        <Badge size="sm" borderRadius="full" data-testid="sync-waiting">
          {overview.waiting}
        </Badge>
      )}
    </Button>
  );
}
