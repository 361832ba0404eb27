import { useSearchParams } from 'react-router-dom';
import { brandIdFrom } from './api/brand-queries';
import { BrandLibrary } from './components/BrandLibrary';
import { BrandProfile } from './components/BrandProfile';

/** /list/brand (the brand layout): the library, or one brand with ?brand={id}; each names the tab itself. */
export function BrandPage() {
  const [search] = useSearchParams();
  const id = brandIdFrom(search);
  return id === null ? <BrandLibrary /> : <BrandProfile key={id} id={id} />;
}

export { BrandPage as Component };
