import { Badge, Box, Button, Circle, HStack, Link, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useLocale } from '../../../i18n/use-locale';
import { intlLocale } from '../../../i18n/locale';
import { OfflinePackButton } from '../../../lib/offline/components/OfflinePackButton';
import type { PackKind } from '../../../lib/offline/db';
import { useOnline } from '../../../lib/offline/hooks/use-online';
import { useSyncOverview } from '../../../lib/offline/hooks/use-sync-status';
import type { SyncPhase } from '../../../lib/offline/scheduler';
import { APP_VERSION } from '../../../shared/sync/app-version';

/** Which kind of offline pack the page on screen makes, if any. */
export function packKindOf(pathname: string): PackKind | null {
  if (pathname.startsWith('/list/') || pathname.startsWith('/listHome/')) return 'column';
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

/** Header indicator: online/offline/syncing, changes waiting to sync, last sync, failures, offline packs. */
export function StatusIndicator() {
  const { t, locale } = useLocale();
  const online = useOnline();
  const overview = useSyncOverview();
  const { pathname } = useLocation();
  const phase: SyncPhase | 'online' = !online ? 'offline' : overview?.status.phase === 'offline' ? 'idle' : (overview?.status.phase ?? 'online');
  const label = phase === 'online' || phase === 'idle' ? t('offline.status.online') : t(`offline.status.${phase}`);
  const time = (ms: number) => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'short', timeStyle: 'short' }).format(ms);
  const kind = packKindOf(pathname);

  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="sm" borderRadius="full" px="2" aria-label={t('offline.status.title')} data-testid="sync-status" data-phase={phase} data-version={APP_VERSION}>
          <Circle size="2.5" bg={PHASE_COLOUR[phase]} />
          <Text fontSize="xs" display={{ base: 'none', md: 'block' }}>
            {label}
          </Text>
          {overview && overview.waiting > 0 && (
            <Badge size="sm" borderRadius="full" data-testid="sync-waiting">
              {overview.waiting}
            </Badge>
          )}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="xs">
            <Popover.Body>
              <Stack gap="3" fontSize="sm">
                <HStack justify="space-between">
                  <Text fontWeight="semibold">{t('offline.status.title')}</Text>
                  <Text color="fg.muted">{label}</Text>
                </HStack>
                {!online && <Text color="fg.muted">{t('offline.status.offlineHint')}</Text>}
                {overview && (
                  <Stack gap="1">
                    <Text data-testid="sync-summary">
                      {overview.waiting > 0 ? t('offline.status.pending', { count: overview.waiting }) : t('offline.status.allSynced')}
                    </Text>
                    <Text color="fg.muted">
                      {overview.lastSyncAt ? t('offline.status.lastSync', { time: time(overview.lastSyncAt) }) : t('offline.status.neverSynced')}
                    </Text>
                    {overview.status.message && overview.status.phase !== 'idle' && <Text color="fg.warning">{overview.status.message}</Text>}
                    {overview.failures.length > 0 && (
                      <Box borderWidth="1px" borderColor="border.warning" borderRadius="md" p="2" data-testid="sync-failures">
                        <Text fontWeight="medium">{t('offline.status.failures', { count: overview.failures.length })}</Text>
                        {overview.failures.slice(-5).map((failure) => (
                          <Text key={failure.opId} color="fg.muted" fontSize="xs">
                            {failure.message}
                          </Text>
                        ))}
                        <Button size="xs" variant="ghost" onClick={() => void overview.dismissFailures()}>
                          {t('offline.status.dismiss')}
                        </Button>
                      </Box>
                    )}
                    <Button size="xs" variant="outline" disabled={!online} onClick={overview.syncNow}>
                      {t('offline.status.syncNow')}
                    </Button>
                  </Stack>
                )}
                {overview && kind && <OfflinePackButton kind={kind} title={document.title} />}
                <Link asChild fontSize="sm" color="fg.muted">
                  <RouterLink to="/offline">{t('offline.status.packs')}</RouterLink>
                </Link>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
