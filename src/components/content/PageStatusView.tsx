import { Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RefreshGlyph } from '../icons';
import { PlaceholderArticle, PlaceholderCard } from '../placeholder';
import { staticClass } from '../static-styles';
import { useLocale } from '../../i18n/use-locale';
import { ApiError } from '../../lib/api';
import { lazyNamed } from '../../lib/lazy-component';
import type { PageStatus } from './page-status';

/** Only readers without access see it: it loads when shown, not with every page that may show it (issue #11). */
const NoAccessNotice = lazyNamed(() => import('../no-access/NoAccessNotice'), 'NoAccessNotice');

export interface PageStatusViewProps {
  status: PageStatus;
  /** What the page shows at 200. */
  children?: ReactNode;
  /** The failed load, for the server's message on 500. */
  error?: unknown;
  onRetry?: () => void;
  /** Skeleton shape while loading. */
  skeleton?: 'grid' | 'article';
  /**
   * Texts of the no-data screen when the page has better ones; without a hint of its own the
   * screen has none (the default one suggests other filters, which only a filtered list has).
   */
  empty?: { title: string; hint?: string };
}

function Screen({ testId, icon, title, hint, children }: { testId: string; icon?: ReactNode; title: string; hint?: string; children?: ReactNode }) {
  return (
    <div data-testid={testId} className={staticClass('status-screen')}>
      {icon}
      <p className={staticClass('status-screen-title')}>{title}</p>
      {hint && <p className={staticClass('status-screen-hint')}>{hint}</p>}
      {children}
    </div>
  );
}

/** Woven placeholder mark: three threads, drawn rather than an image so it follows the theme. */
function Threads() {
  return (
    <svg viewBox="0 0 64 40" aria-hidden className={staticClass('status-screen-mark')}>
      <path d="M2 10c10-8 20 8 30 0s20 8 30 0M2 20c10-8 20 8 30 0s20 8 30 0M2 30c10-8 20 8 30 0s20 8 30 0" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** A card's column and title lines while it loads. */
const GRID_PLACEHOLDER_LINES = [
  ['0.75rem', '40%'],
  ['1rem', '85%'],
] as const;

export function GridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <div data-testid="status-loading" className={staticClass('grid-skeleton')} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <PlaceholderCard key={index} lines={GRID_PLACEHOLDER_LINES} />
      ))}
    </div>
  );
}

function ArticleSkeleton() {
  return <PlaceholderArticle data-testid="status-loading" aria-busy="true" />;
}

/**
 * One screen per page status (spec §4): loading skeleton, the page itself (200), no data (4000),
 * failure with retry (500), no permission (9527), the hidden/error page (-1), and offline with
 * nothing saved (it loads by itself once the network is back).
 */
export function PageStatusView({ status, children, error, onRetry, skeleton = 'grid', empty }: PageStatusViewProps) {
  const { t } = useLocale();
  switch (status) {
    case 200:
      return <>{children}</>;
    case 'loading':
      return skeleton === 'grid' ? <GridSkeleton /> : <ArticleSkeleton />;
    case 'offline':
      return <Screen testId="status-offline" icon={<Threads />} title={t('content.statusOffline')} hint={t('offline.needsNetwork')} />;
    case 4000:
      return <Screen testId="status-4000" icon={<Threads />} title={empty?.title ?? t('content.listEmpty')} hint={empty ? empty.hint : t('content.listEmptyHint')} />;
    case 9527:
      return (
        <Suspense fallback={null}>
          <NoAccessNotice />
        </Suspense>
      );
    case 500:
      return (
        <Screen testId="status-500" icon={<Threads />} title={t('content.statusFailed')} hint={error instanceof ApiError ? error.msg : t('content.statusFailedHint')}>
          {onRetry && (
            <button type="button" className={staticClass('status-screen-retry')} onClick={onRetry}>
              <RefreshGlyph className={staticClass('icon-4')} />
              {t('common.retry')}
            </button>
          )}
        </Screen>
      );
    case -1:
      return (
        <Screen testId="status--1" icon={<Threads />} title={t('content.statusHidden')} hint={t('content.statusHiddenHint')}>
          <RouterLink to="/" className={staticClass('status-screen-link')}>
            {t('content.goHome')}
          </RouterLink>
        </Screen>
      );
  }
}
