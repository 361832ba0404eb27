import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../../i18n/use-locale';
import type { ColumnNode, ListResult } from '../../../shared/catalogue/types';
import { countText, type ListArgs } from '../../../components/content';
import { staticClass } from '../../../components/static-styles';

export interface ListHeaderProps {
  title: string;
  subtitle?: string;
  channel?: number;
  column?: ColumnNode;
  subcolumn?: ColumnNode;
  result?: ListResult | null;
  args: ListArgs;
  hrefWith: (patch: ListArgs) => string;
  /** Hide the home crumb (dataSource=dsd: embedded in the design tool). */
  embedded?: boolean;
  children?: ReactNode;
}

const tabClass = (active: boolean) => staticClass(active ? 'list-tab-active' : 'list-tab');

/** Title band of a list: crumbs, title and count, sub-column tabs and content-type tabs. */
export function ListHeader({ title, subtitle, channel, column, subcolumn, result, args, hrefWith, embedded, children }: ListHeaderProps) {
  const locale = useLocale();
  const { t } = locale;
  const types = column?.data_type ?? [];
  const activeType = Number(args.type ?? 0);
  return (
    <div className={staticClass('list-header')} data-testid="list-header">
      <div className={staticClass('list-header-body')}>
        <nav aria-label={t('content.crumbLabel')} className={staticClass('list-crumbs')}>
          {!embedded && (
            <>
              <RouterLink to={channel ? `/index/home?channel=${channel}` : '/'} className={staticClass('crumb-link')}>
                {t('common.home')}
              </RouterLink>
              <span aria-hidden>/</span>
            </>
          )}
          {column && subcolumn ? (
            <RouterLink to={column.url} className={staticClass('crumb-link')}>
              {column.name}
            </RouterLink>
          ) : (
            <span className={staticClass('list-crumb-text')}>{title}</span>
          )}
          {subcolumn && (
            <>
              <span aria-hidden>/</span>
              <span>{subcolumn.name}</span>
            </>
          )}
        </nav>
        <div className={staticClass('list-title-row')}>
          <div>
            <h1 className={staticClass('list-title')} data-testid="list-title">
              {subcolumn?.name ?? title}
            </h1>
            {subtitle && <p className={staticClass('list-subtitle')}>{subtitle}</p>}
          </div>
          {result && (
            <p className={staticClass('muted-text-sm')} data-testid="list-count">
              {countText(locale, result, result.count)}
            </p>
          )}
        </div>
        {column && column.child.length > 0 && (
          <div className={staticClass('list-subcolumn-tabs')} data-testid="subcolumn-tabs">
            <RouterLink to={hrefWith({ subcolumn: undefined, column: String(column.id) })} className={tabClass(!subcolumn)}>
              {t('content.typeAll')}
            </RouterLink>
            {column.child.map((child) => (
              <RouterLink key={child.id} to={hrefWith({ subcolumn: String(child.id), column: String(column.id) })} className={tabClass(subcolumn?.id === child.id)}>
                {child.name}
              </RouterLink>
            ))}
          </div>
        )}
        {types.length > 1 && (
          <div className={staticClass('list-type-tabs')} data-testid="type-tabs">
            <RouterLink to={hrefWith({ type: undefined, haspic: undefined })} className={tabClass(!activeType)}>
              {t('content.typeAll')}
            </RouterLink>
            {types.map((entry) => (
              <RouterLink
                key={entry.type}
                to={hrefWith({ type: String(entry.type), haspic: entry.haspic ? String(entry.haspic) : undefined })}
                className={tabClass(activeType === entry.type)}
              >
                {typeLabel(t, entry.type)}
              </RouterLink>
            ))}
          </div>
        )}
        {children}
      </div>
    </div>
  );
}

const NAMED_TYPES = [3, 4, 13, 14, 16, 33, 34, 401, 402, 403, 405] as const;

function typeLabel(t: ReturnType<typeof useLocale>['t'], type: number): string {
  return (NAMED_TYPES as readonly number[]).includes(type) ? t(`content.type.${type as (typeof NAMED_TYPES)[number]}`) : String(type);
}
