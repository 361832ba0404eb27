import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftGlyph, ArrowRightGlyph } from '../icons';
import { staticClass } from '../static-styles';
import { useLocale } from '../../i18n/use-locale';

/** Page numbers around the current one, with the first and last, gaps as null: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(page: number, pageCount: number, radius = 2): (number | null)[] {
  const pages: (number | null)[] = [];
  const from = Math.max(1, page - radius);
  const to = Math.min(pageCount, page + radius);
  if (from > 1) pages.push(1);
  if (from > 2) pages.push(null);
  for (let p = from; p <= to; p++) pages.push(p);
  if (to < pageCount - 1) pages.push(null);
  if (to < pageCount) pages.push(pageCount);
  return pages;
}

export interface PagerProps {
  page: number;
  pageCount: number;
  /** Link of a page (the list URL with p set). */
  hrefFor: (page: number) => string;
}

/** Numbered pages; each page is a link, so the page number lives in the URL (spec §2 `p`). */
export function Pager({ page, pageCount, hrefFor }: PagerProps) {
  const { t } = useLocale();
  if (pageCount <= 1) return null;
  const edge = (target: number, label: string, icon: ReactNode, disabled: boolean) =>
    disabled ? (
      <div className={staticClass('pager-muted')} aria-disabled="true" aria-label={label}>
        {icon}
      </div>
    ) : (
      <RouterLink to={hrefFor(target)} className={staticClass('pager-link')} aria-label={label}>
        {icon}
      </RouterLink>
    );
  return (
    <nav aria-label={t('content.pagerLabel')} data-testid="pager" className={staticClass('pager')}>
      {edge(page - 1, t('content.pagerPrev'), <ArrowLeftGlyph className={staticClass('icon-4')} />, page <= 1)}
      {pageWindow(page, pageCount).map((p, index) =>
        p === null ? (
          <p key={`gap-${index}`} className={staticClass('pager-muted')} aria-hidden>
            …
          </p>
        ) : p === page ? (
          <div key={p} className={staticClass('pager-current')} aria-current="page" aria-label={t('content.pagerCurrent', { page: p })}>
            {p}
          </div>
        ) : (
          <RouterLink key={p} to={hrefFor(p)} className={staticClass('pager-link')} aria-label={t('content.pagerPage', { page: p })}>
            {p}
          </RouterLink>
        ),
      )}
      {edge(page + 1, t('content.pagerNext'), <ArrowRightGlyph className={staticClass('icon-4')} />, page >= pageCount)}
    </nav>
  );
}
