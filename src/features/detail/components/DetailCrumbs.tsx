import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ArrowLeftGlyph } from '../../../components/icons';
import { staticClass } from '../../../components/static-styles';
import { useLocale } from '../../../i18n/use-locale';
import type { RouteColumn } from '../../../shared/catalogue/types';

export interface DetailCrumbsProps {
  channel: number;
  column?: RouteColumn;
  subcolumn?: RouteColumn | null;
  /** dataSource=dsd: embedded in the design tool, no home crumb. */
  embedded: boolean;
}

const columnHref = (channel: number, column: RouteColumn, sub?: RouteColumn | null) =>
  `/list/${column.url_str}?channel=${channel}&column=${column.id}${sub ? `&subcolumn=${sub.id}` : ''}`;

/**
 * Detail breadcrumb (spec §2): 首页, 返回, column and sub-column links, and a close button that
 * closes the window (a detail opened in its own tab) or else goes to /.
 */
export function DetailCrumbs({ channel, column, subcolumn, embedded }: DetailCrumbsProps) {
  const { t } = useLocale();
  const navigate = useNavigate();
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate(column ? columnHref(channel, column) : '/'));
  const close = () => {
    window.close();
    // Scripts may only close windows they opened; when the window stays, leave for the home page.
    setTimeout(() => {
      if (!window.closed) navigate('/');
    }, 50);
  };
  const separator = (
    <span className={staticClass('crumb-separator')} aria-hidden>
      /
    </span>
  );
  return (
    <div className={staticClass('detail-crumbs')} data-testid="detail-crumbs">
      <nav aria-label={t('content.crumbLabel')} className={staticClass('detail-crumbs-nav')}>
        {!embedded && (
          <>
            <RouterLink to="/" className={staticClass('crumb-link')} data-testid="crumb-home">
              {t('common.home')}
            </RouterLink>
            {separator}
          </>
        )}
        <button type="button" className={staticClass('crumb-back')} onClick={goBack} data-testid="crumb-back">
          <ArrowLeftGlyph className={staticClass('icon-3.5')} />
          {t('common.back')}
        </button>
        {column && (
          <>
            {separator}
            <RouterLink to={columnHref(channel, column)} className={staticClass('crumb-link')} data-testid="crumb-column">
              {column.name}
            </RouterLink>
          </>
        )}
        {column && subcolumn && (
          <>
            {separator}
            <RouterLink to={columnHref(channel, column, subcolumn)} className={staticClass('crumb-link')} data-testid="crumb-subcolumn">
              {subcolumn.name}
            </RouterLink>
          </>
        )}
      </nav>
      <button type="button" className={staticClass('detail-close')} onClick={close} data-testid="detail-close" aria-label={t('content.close')}>
        <span className={staticClass('detail-close-mark')} aria-hidden>
          ×
        </span>
        {t('content.close')}
      </button>
    </div>
  );
}
