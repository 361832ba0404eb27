import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { filtersOf, KeywordBox, useListArgs } from '../../components/content';
import { staticClass } from '../../components/static-styles';
import { usePageTitle } from '../../lib/use-page-title';
import { useLocale } from '../../i18n/use-locale';
import { encodeAttrs } from '../../shared/catalogue/attrs';
import { DEFAULT_SEARCH_CHANNEL, encodeKeywords, parseKeywords } from '../../shared/catalogue/list-rules';
import { hotKeywordsQuery, keywordInfoQuery, searchParamsFrom } from './api/search-queries';
import { KeywordChips } from './components/KeywordChips';
import { SearchResults } from './components/SearchResults';

const columnTabClass = (active: boolean) => staticClass(active ? 'search-column-tab-active' : 'search-column-tab');

/** /list/search: keywords, their zh/en equivalents, matches per column, hot keywords and the results. */
export function SearchPage() {
  const { t, locale } = useLocale();
  const navigate = useNavigate();
  const [args, , hrefWith] = useListArgs();
  const channel = Number(args.channel ?? DEFAULT_SEARCH_CHANNEL);
  const words = parseKeywords(args.key_words);
  const shown = words.join(' ');
  usePageTitle(shown ? t('content.searchResultFor', { words: shown }) : t('content.searchTitle'));
  const info = useQuery({ ...keywordInfoQuery(args.key_words ?? '', channel, locale), enabled: words.length > 0 });
  const hot = useQuery(hotKeywordsQuery(channel));
  const scoped = filtersOf(args.attrs).find((f) => f.kind === 'column');
  const synonyms = info.data?.expansions.flatMap((e) => e.synonyms) ?? [];

  const submit = (text: string) => {
    const next = encodeKeywords(text.split(/\s+/));
    navigate(`/list/search?${new URLSearchParams({ channel: String(channel), p: '1', merge_type: '1', ...(next ? { key_words: next } : {}) })}`);
  };

  return (
    <>
      <div className={staticClass('hero-band')}>
        <div className={staticClass('search-band-body')}>
          <div className={staticClass('stack-5')}>
            <h1 className={staticClass('search-title')} data-testid="search-title">
              {shown ? t('content.searchResultFor', { words: shown }) : t('content.searchTitle')}
            </h1>
            <KeywordBox value={shown} label={t('content.searchTitle')} placeholder={t('content.searchPlaceholder')} onSubmit={submit} size="lg" />
            {synonyms.length > 0 && (
              <p className={staticClass('muted-text-sm')} data-testid="search-synonyms">
                {t('content.searchAlso', { terms: synonyms.join('、') })}
              </p>
            )}
            <KeywordChips label={t('content.searchHot')} words={hot.data?.list.map((k) => k.keyword) ?? []} channel={channel} testId="hot-keywords" />
          </div>
        </div>
      </div>
      <div className={staticClass('search-body')}>
        {words.length === 0 ? (
          <div className={staticClass('search-start')} data-testid="search-start">
            <p className={staticClass('search-start-title')}>{t('content.searchStart')}</p>
            <p className={staticClass('search-start-hint')}>{t('content.searchPlaceholder')}</p>
          </div>
        ) : (
          <div className={staticClass('stack-6')}>
            {info.data && info.data.columns.length > 0 && (
              <div className={staticClass('search-columns')} data-testid="search-columns">
                <RouterLink to={hrefWith({ attrs: undefined })} className={columnTabClass(!scoped)}>
                  {t('content.searchAllColumns')}
                </RouterLink>
                {info.data.columns.map((column) => (
                  <RouterLink
                    key={column.id}
                    to={hrefWith({ attrs: encodeAttrs([{ kind: 'column', column: column.id }]) })}
                    className={columnTabClass(scoped?.kind === 'column' && scoped.column === column.id)}
                  >
                    {column.name}
                    <span className={staticClass('search-column-count')}>{column.count}</span>
                  </RouterLink>
                ))}
              </div>
            )}
            <SearchResults params={searchParamsFrom(args)} hrefWith={hrefWith} words={shown} />
            <KeywordChips label={t('content.searchRelated')} words={info.data?.related ?? []} channel={channel} testId="related-keywords" />
          </div>
        )}
      </div>
    </>
  );
}

export { SearchPage as Component };
