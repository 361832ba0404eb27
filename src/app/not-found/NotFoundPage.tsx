import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ArrowLeftGlyph } from '../../components/icons';
import { staticClass } from '../../components/static-styles';
import { useLocale } from '../../i18n/use-locale';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * Spec §2: unknown paths show an image, a link to / and a go-back-one-step link. Static classes, no
 * Chakra components: it shows without any chunk (the route error's 404 too), Chakra's theme included.
 */
export function NotFoundPage() {
  const { t } = useLocale();
  const navigate = useNavigate();
  usePageTitle(t('shell.notFoundTitle'));
  // A tab opened straight onto a missing page has nowhere to go back to: go home instead.
  const canGoBack = window.history.length > 1;

  return (
    <div className={staticClass('shell-screen-404')} data-testid="not-found">
      <div className={staticClass('shell-screen-stack')}>
        <img src="/images/not-found.svg" alt={t('shell.notFoundImage')} className={staticClass('shell-screen-picture')} />
        <h1 className={staticClass('shell-screen-title')}>{t('shell.notFoundTitle')}</h1>
        <p className={staticClass('shell-screen-text')}>{t('shell.notFoundText')}</p>
        <div className={staticClass('shell-screen-actions')}>
          <RouterLink to="/" className={staticClass('shell-screen-primary')}>
            {t('shell.notFoundHome')}
          </RouterLink>
          <a
            href="/"
            className={staticClass('shell-screen-secondary')}
            onClick={(event) => {
              event.preventDefault();
              if (canGoBack) navigate(-1);
              else navigate('/');
            }}
          >
            <ArrowLeftGlyph className={staticClass('icon-4')} />
            {t('shell.notFoundBack')}
          </a>
        </div>
      </div>
    </div>
  );
}
