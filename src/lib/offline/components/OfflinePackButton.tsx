import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useLocale } from '../../../i18n/use-locale';
import type { PackKind } from '../db';
import { useOnline } from '../hooks/use-online';
import { NeedsNetwork } from './NeedsNetwork';
import { useOfflinePacks, usePackActions } from '../hooks/use-offline-packs';
import { useOfflineUser } from '../hooks/use-offline-user';
import { usePackTarget } from '../hooks/use-pack-target';
import { packIdOf } from '../packs';
import { formatBytes } from '../storage';

/** Pages a pack takes along from the visible page: its items' details, or the bloggers it lists. */
const PACKED_LINKS = ['/detail/', '/ins/uperDetail?'];

/** Pages linked from the visible page (a column's items, the followed bloggers), the rest of its pack. */
export function linkedPages(limit = 60): string[] {
  const selector = PACKED_LINKS.flatMap((prefix) => [`main a[href^="${prefix}"]`, `[role="main"] a[href^="${prefix}"]`]).join(', ');
  const links = [...document.querySelectorAll<HTMLAnchorElement>(selector)];
  return [...new Set(links.map((link) => link.getAttribute('href')!))].slice(0, limit);
}

export interface OfflinePackButtonProps {
  kind: PackKind;
  title: string;
  /** The page to keep (default: the current one). */
  href?: string;
  /** Further pages of the pack (default: the detail pages linked from this page). */
  pages?: string[];
}

/**
 * "Save offline" for a column, report, brand or colour-trend page: measures and shows the size
 * first, downloads with progress on the user's yes, then shows the offline-ready mark with
 * Update and Remove. Needs a signed-in user and a connection.
 */
export function OfflinePackButton({ kind, title, href, pages }: OfflinePackButtonProps) {
  const { t } = useLocale();
  const user = useOfflineUser();
  const online = useOnline();
  const target = usePackTarget(href ?? window.location.pathname + window.location.search, user?.userId);
  const actions = usePackActions(target);
  const existing = useOfflinePacks()?.find((pack) => pack.id === packIdOf(target));
  const { progress } = actions;

  if (!user) return null;
  if (progress.step === 'measuring') return <Text fontSize="sm" data-testid="pack-measuring">{t('offline.packs.measuring')}</Text>;
  if (progress.step === 'confirm') {
    const { measured } = progress;
    return (
      <Stack gap="2" data-testid="pack-confirm">
        <Text fontSize="sm">{t('offline.packs.size', { size: formatBytes(measured.bytes), count: measured.images.length + measured.dataUrls.length })}</Text>
        <HStack>
          <Button size="xs" onClick={() => void actions.download(measured)} data-testid="pack-download">
            {t('offline.packs.confirm')}
          </Button>
          <Button size="xs" variant="ghost" onClick={actions.reset}>
            {t('offline.packs.cancel')}
          </Button>
        </HStack>
      </Stack>
    );
  }
  if (progress.step === 'downloading') {
    return (
      <Stack gap="1" data-testid="pack-progress">
        <Text fontSize="sm">{t('offline.packs.downloading', { done: progress.done, total: progress.total })}</Text>
        <Progress.Root value={progress.total === 0 ? 100 : (progress.done / progress.total) * 100} size="xs">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>
    );
  }
  if (existing) {
    return (
      <HStack gap="2" data-testid="pack-ready">
        <Text fontSize="sm" color={existing.failed ? 'fg.warning' : 'fg.success'}>
          {existing.failed ? t('offline.packs.failed', { count: existing.failed }) : `✓ ${t('offline.packs.ready')}`}
        </Text>
        <Button size="xs" variant="outline" disabled={!online} onClick={() => void actions.refresh(existing)}>
          {t('offline.packs.update')}
        </Button>
        <Button size="xs" variant="ghost" onClick={() => void actions.remove(existing)}>
          {t('offline.packs.remove')}
        </Button>
      </HStack>
    );
  }
  return (
    <Stack gap="1">
      <Button
        size="xs"
        variant="outline"
        disabled={!online || !actions.ready}
        data-testid="pack-make"
        onClick={() => void actions.measure({ kind, title, href: target, pages: pages ?? linkedPages() })}
      >
        {t('offline.packs.make')}
      </Button>
      {progress.step === 'failed' && (
        <Text fontSize="xs" color="fg.error" data-testid="pack-error" data-reason={progress.reason}>
          {t('offline.packs.measureFailed')}
        </Text>
      )}
      <NeedsNetwork online={online} />
    </Stack>
  );
}
