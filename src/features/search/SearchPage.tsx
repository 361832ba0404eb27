import { Box, Container, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { filtersOf, KeywordBox, useListArgs } from '../../components/content';
import { usePageTitle } from '../../lib/use-page-title';
import { useLocale } from '../../i18n/use-locale';
import { encodeAttrs } from '../../shared/catalogue/attrs';
import { DEFAULT_SEARCH_CHANNEL, encodeKeywords, parseKeywords } from '../../shared/catalogue/list-rules';
import { hotKeywordsQuery, keywordInfoQuery, searchParamsFrom } from './api/search-queries';
import { KeywordChips } from './components/KeywordChips';
import { SearchResults } from './components/SearchResults';

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

  const columnTab = (active: boolean) =>
    ({
      px: '3.5',
      py: '1.5',
      borderRadius: 'full',
      fontSize: 'sm',
      whiteSpace: 'nowrap',
      bg: active ? 'fg' : 'bg.muted',
      color: active ? 'fg.inverted' : 'fg.muted',
      fontWeight: active ? 'semibold' : 'normal',
      _hover: { textDecoration: 'none', color: active ? 'fg.inverted' : 'fg' },
    }) as const;

  return (
    <>
      <Box bg="bg.hero" borderBottomWidth="1px" borderColor="border.muted">
        <Container maxW="1360px" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
          <Stack gap="5">
            <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '3xl' }} data-testid="search-title">
              {shown ? t('content.searchResultFor', { words: shown }) : t('content.searchTitle')}
            </Heading>
            <KeywordBox value={shown} label={t('content.searchTitle')} placeholder={t('content.searchPlaceholder')} onSubmit={submit} size="lg" />
            {synonyms.length > 0 && (
              <Text fontSize="sm" color="fg.muted" data-testid="search-synonyms">
                {t('content.searchAlso', { terms: synonyms.join('、') })}
              </Text>
            )}
            <KeywordChips label={t('content.searchHot')} words={hot.data?.list.map((k) => k.keyword) ?? []} channel={channel} testId="hot-keywords" />
          </Stack>
        </Container>
      </Box>
      <Container maxW="1360px" px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }}>
        {words.length === 0 ? (
          <Flex direction="column" align="center" py="20" gap="2" color="fg.muted" data-testid="search-start">
            <Text fontFamily="display" fontSize="xl" color="fg">
              {t('content.searchStart')}
            </Text>
            <Text fontSize="sm">{t('content.searchPlaceholder')}</Text>
          </Flex>
        ) : (
          <Stack gap="6">
            {info.data && info.data.columns.length > 0 && (
              <Flex gap="2" overflowX="auto" pb="1" data-testid="search-columns">
                <Link asChild {...columnTab(!scoped)}>
                  <RouterLink to={hrefWith({ attrs: undefined })}>{t('content.searchAllColumns')}</RouterLink>
                </Link>
                {info.data.columns.map((column) => (
                  <Link key={column.id} asChild {...columnTab(scoped?.kind === 'column' && scoped.column === column.id)}>
                    <RouterLink to={hrefWith({ attrs: encodeAttrs([{ kind: 'column', column: column.id }]) })}>
                      {column.name}
                      <Text as="span" ml="1.5" opacity={0.7}>
                        {column.count}
                      </Text>
                    </RouterLink>
                  </Link>
                ))}
              </Flex>
            )}
            <SearchResults params={searchParamsFrom(args)} hrefWith={hrefWith} words={shown} />
            <KeywordChips label={t('content.searchRelated')} words={info.data?.related ?? []} channel={channel} testId="related-keywords" />
          </Stack>
        )}
      </Container>
    </>
  );
}

export { SearchPage as Component };
