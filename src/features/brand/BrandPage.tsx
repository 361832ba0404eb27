import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../lib/use-page-title';
import { useLocale } from '../../i18n/use-locale';
import { brandIdFrom } from './api/brand-queries';
import { BrandLibrary } from './components/BrandLibrary';
import { BrandProfile } from './components/BrandProfile';

/** /list/brand (the brand layout): the library, or one brand with ?brand={id}. */
export function BrandPage() {
  const { t } = useLocale();
  const [search] = useSearchParams();
  const id = brandIdFrom(search);
  usePageTitle(t('content.brandLibrary'));
  return id === null ? <BrandLibrary /> : <BrandProfile key={id} id={id} />;
}

export { BrandPage as Component };
