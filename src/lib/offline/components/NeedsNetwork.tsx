import { Text } from '@chakra-ui/react';
import { useLocale } from '../../../i18n/use-locale';

/**
 * Says that a feature needs the network (payment, image search, offline packs) while the device is
 * offline, next to the control it disables, instead of letting the action fail.
 */
export function NeedsNetwork({ online }: { online: boolean }) {
  const { t } = useLocale();
  if (online) return null;
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="needs-network">
      {t('offline.needsNetwork')}
    </Text>
  );
}
