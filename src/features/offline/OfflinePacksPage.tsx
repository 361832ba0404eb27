import { Badge, Box, Button, Container, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../i18n/use-locale';
import { intlLocale } from '../../i18n/locale';
import { loginPath } from '../../lib/session';
import type { OfflinePack } from '../../lib/offline/db';
import { useOnline } from '../../lib/offline/hooks/use-online';
import { useOfflinePacks, usePackActions, usePackProgress } from '../../lib/offline/hooks/use-offline-packs';
import { useOfflineUser } from '../../lib/offline/hooks/use-offline-user';
import { formatBytes, storageInfo, type StorageInfo } from '../../lib/offline/storage';
import { usePageTitle } from '../../lib/use-page-title';

function StorageLine({ packs }: { packs: readonly OfflinePack[] }) {
  const { t } = useLocale();
  const [info, setInfo] = useState<StorageInfo | null>(null);
  useEffect(() => {
    void storageInfo().then(setInfo);
  }, [packs]);
  if (!info) return null;
  return (
    <Stack gap="0" fontSize="sm" color="fg.muted" data-testid="storage-line">
      <Text>{t('offline.packs.storage', { used: formatBytes(info.used), available: formatBytes(Math.max(0, info.quota - info.used)) })}</Text>
      <Text>{info.persisted ? t('offline.packs.persisted') : t('offline.packs.notPersisted')}</Text>
    </Stack>
  );
}

/** A pack being downloaded again (Update, or refilled after eviction): how far it is. */
function PackDownloadProgress({ href }: { href: string }) {
  const { t } = useLocale();
  const progress = usePackProgress(href);
  if (progress.step !== 'downloading') return null;
  return <Text fontSize="sm">{t('offline.packs.downloading', { done: progress.done, total: progress.total })}</Text>;
}

/** /offline: the packs on this device, storage used and left, Update / Remove, re-download of evicted packs. */
export function OfflinePacksPage() {
  const { t, locale } = useLocale();
  usePageTitle(t('offline.packs.title'));
  const user = useOfflineUser();
  const online = useOnline();
  const packs = useOfflinePacks();
  const actions = usePackActions();
  const [evicted, setEvicted] = useState<Set<string>>(new Set());
  const checked = useRef(false);
  const { missing, refresh } = actions;

  // Once per visit: packs the system emptied under storage pressure are downloaded again.
  useEffect(() => {
    if (!packs || checked.current || !actions.ready) return;
    checked.current = true;
    void (async () => {
      const gone = new Set<string>();
      for (const pack of packs) if ((await missing(pack)) > 0) gone.add(pack.id);
      setEvicted(gone);
      if (!navigator.onLine) return;
      for (const pack of packs) if (gone.has(pack.id)) await refresh(pack);
      setEvicted(new Set());
    })();
  }, [packs, actions.ready, missing, refresh]);

  const time = (ms: number) => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'short', timeStyle: 'short' }).format(ms);
  return (
    <Container maxW="960px" py="8" data-testid="offline-packs">
      <Stack gap="4">
        <Heading size="lg">{t('offline.packs.title')}</Heading>
        <Text color="fg.muted">{t('offline.packs.intro')}</Text>
        {!user ? (
          <Link asChild>
            <RouterLink to={loginPath('/offline')}>{t('offline.loginFirst')}</RouterLink>
          </Link>
        ) : (
          <>
            <StorageLine packs={packs ?? []} />
            {packs?.length === 0 && <Text color="fg.muted">{t('offline.packs.empty')}</Text>}
            {packs?.map((pack) => (
              <Box key={pack.id} borderWidth="1px" borderRadius="lg" p="4" data-testid="pack-row">
                <HStack justify="space-between" align="start" gap="4">
                  <Stack gap="1">
                    <HStack>
                      <Badge>{t(`offline.packs.kind.${pack.kind}`)}</Badge>
                      <Text fontWeight="semibold">{pack.title}</Text>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {formatBytes(pack.bytes)} · {t('offline.packs.readyAt', { time: time(pack.savedAt) })}
                    </Text>
                    <PackDownloadProgress href={pack.href} />
                    {evicted.has(pack.id) ? (
                      <Text fontSize="sm" color="fg.warning">{online ? t('offline.packs.evicted') : t('offline.packs.missing')}</Text>
                    ) : pack.failed > 0 ? (
                      <Text fontSize="sm" color="fg.warning">{t('offline.packs.failed', { count: pack.failed })}</Text>
                    ) : (
                      <Text fontSize="sm" color="fg.success">✓ {t('offline.packs.ready')}</Text>
                    )}
                  </Stack>
                  <HStack>
                    <Button asChild size="sm" variant="ghost">
                      <RouterLink to={pack.href}>{t('offline.packs.open')}</RouterLink>
                    </Button>
                    <Button size="sm" variant="outline" disabled={!online} onClick={() => void refresh(pack)}>
                      {t('offline.packs.update')}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => void actions.remove(pack)}>
                      {t('offline.packs.remove')}
                    </Button>
                  </HStack>
                </HStack>
              </Box>
            ))}
          </>
        )}
      </Stack>
    </Container>
  );
}

export default OfflinePacksPage;
