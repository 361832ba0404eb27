import { staticClass } from '../../../components/static-styles';
import { useLocale } from '../../../i18n/use-locale';
import { intlLocale } from '../../../i18n/locale';
import { useSavedAt } from '../../../lib/offline/saved-at';

/**
 * "Offline copy, saved at …" while the page shows answers the service worker kept. Static classes: an
 * offline load that shows it neither loads Chakra's theme nor makes its system.
 */
export function SavedAtNotice() {
  const { t, locale } = useLocale();
  const savedAt = useSavedAt();
  if (savedAt === null) return null;
  const time = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'short', timeStyle: 'short' }).format(savedAt);
  return (
    <div className={staticClass('saved-at-notice')} data-testid="saved-at">
      <p className={staticClass('saved-at-text')}>{t('offline.savedAt', { time })}</p>
    </div>
  );
}
