import { Box, Button, CloseButton, HStack, Link, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useLocale } from '../../../i18n/use-locale';
import { intlLocale } from '../../../i18n/locale';
import { OfflinePackButton } from '../../../lib/offline/components/OfflinePackButton';
import { shownPageName } from '../../../lib/use-page-title';
import type { SyncOverview } from '../../../lib/offline/hooks/use-sync-status';
import { OP_KINDS } from '../../../shared/sync/protocol-plain';
import type { OpKind } from '../../../shared/sync/protocol';
import { packKindOf } from './StatusIndicator';

const isKnownKind = (kind: string): kind is OpKind => (OP_KINDS as readonly string[]).includes(kind);

/** The sync status popover around the header button (its own chunk; opened by the click that loaded it). */
export default function StatusPanel({ trigger, online, overview, label }: { trigger: ReactElement; online: boolean; overview: SyncOverview | null; label: string }) {
  const { t, locale } = useLocale();
  const { pathname, search } = useLocation();
  const time = (ms: number) => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'short', timeStyle: 'short' }).format(ms);
  const kind = packKindOf(pathname, search);
  // An op an older app version wrote may have a kind this version does not know.
  const kindLabel = (opKind: string) =>
    isKnownKind(opKind) ? t(`offline.status.failedKind.${opKind}`) : t('offline.status.failedKind.other');

  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount defaultOpen>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
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
                        <Stack gap="1" maxH="40" overflowY="auto">
                          {overview.failures.map((failure) => (
                            <HStack key={failure.opId} justify="space-between" align="start" data-testid="sync-failure">
                              <Text color="fg.muted" fontSize="xs" wordBreak="break-word">
                                {t('offline.status.failedOp', { kind: kindLabel(failure.op.kind), message: failure.message })}
                              </Text>
                              <CloseButton size="2xs" aria-label={t('offline.status.dismissOne')} onClick={() => void overview.dismissFailure(failure.opId)} />
                            </HStack>
                          ))}
                        </Stack>
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
                {overview && kind && <OfflinePackButton kind={kind} title={shownPageName()} />}
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
