import type { LocaleApi } from '../../i18n/use-locale';
import type { ListResult } from '../../shared/catalogue/types';

/** 共 N 条, N+ 条 (counted that far) or 约 N 条 (the database's estimate). */
export function countText({ t, formatCount }: Pick<LocaleApi, 't' | 'formatCount'>, result: Pick<ListResult, 'count_exact' | 'count_estimated'>, count: number): string {
  const shown = formatCount(count);
  if (result.count_exact) return t('content.listCount', { count: shown });
  return result.count_estimated ? t('content.listCountAbout', { count: shown }) : t('content.listCountAtLeast', { count: shown });
}
