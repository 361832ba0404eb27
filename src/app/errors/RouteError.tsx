import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { RefreshGlyph } from '../../components/icons';
import { staticClass } from '../../components/static-styles';
import { topProgress } from '../../components/progress-bar';
import { useLocale } from '../../i18n/use-locale';
import { NotFoundPage } from '../not-found/NotFoundPage';

/** A lazy route chunk that could not be fetched (offline, or removed by a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    error.message,
  );
}

/**
 * Route-level error element. A page chunk that failed to load shows the spec's -1001 text with
 * a retry; a thrown 404 shows the 404 page; anything else a generic message. Static classes, no
 * Chakra components: it must show when no chunk can load, Chakra's theme included.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useLocale();
  useEffect(() => {
    topProgress.fail();
    if (!isChunkLoadError(error)) console.error(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const chunk = isChunkLoadError(error);
  return (
    <div className={staticClass('shell-screen-error')} data-testid="route-error">
      <div className={staticClass('shell-screen-stack')}>
        <h1 className={staticClass('shell-screen-error-title')}>{chunk ? t('shell.lazyLoadFailed') : t('shell.unexpectedError')}</h1>
        <button type="button" className={staticClass('shell-screen-primary')} onClick={() => window.location.reload()}>
          <RefreshGlyph className={staticClass('icon-4')} />
          {t('shell.reload')}
        </button>
      </div>
    </div>
  );
}
