import { Box, Text } from '@chakra-ui/react';
import { useLocale } from '../../../i18n/use-locale';
import { intlLocale } from '../../../i18n/locale';
import { useSavedAt } from '../../../lib/offline/saved-at';

/** "Offline copy, saved at …" while the page shows answers the service worker kept. */
export function SavedAtNotice() {
  const { t, locale } = useLocale();
  const savedAt = useSavedAt();
  if (savedAt === null) return null;
  const time = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'short', timeStyle: 'short' }).format(savedAt);
  return (
    <Box position="fixed" bottom="4" left="50%" transform="translateX(-50%)" zIndex="banner" bg="bg.inverted" color="fg.inverted" px="4" py="2" borderRadius="full" boxShadow="md" data-testid="saved-at">
      <Text fontSize="sm">{t('offline.savedAt', { time })}</Text>
    </Box>
  );
}
