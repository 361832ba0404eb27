import { Box, Container, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { GridSkeleton, Pager, pageFrom } from '../../components/content';
import { SimilarFabrics } from '../../components/similar-fabrics/SimilarFabrics';
import { useLocale } from '../../i18n/use-locale';
import { ApiError } from '../../lib/api';
import { fillPath } from '../../lib/path';
import { usePageTitle } from '../../lib/use-page-title';
import { encodeKeywords, parseKeywords } from '../../shared/catalogue/list-rules';
import { MAX_COLOUR_TERMS } from '../../shared/colour/query';
import { itemsByColourQuery } from './api/colour-api';
import { ColourItemGrid } from './components/ColourItemGrid';
import { ColourSearchBox } from './components/ColourSearchBox';

/**
 * /list/searchColor (smart colour search): pictures by colour — key_words holds up to 3 colours
 * (names, #hex or codes), ranked by ΔE00 over the stored picture colours and their shares.
 */
export function SearchColorPage() {
  const { t, locale } = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const words = parseKeywords(search.get('key_words') ?? '').slice(0, MAX_COLOUR_TERMS);
  const channelText = search.get('channel');
  const channel = channelText && /^\d+$/.test(channelText) ? Number(channelText) : undefined;
  const page = pageFrom({ p: search.get('p') ?? undefined });
  const keyWords = encodeKeywords(words);
  const result = useQuery(itemsByColourQuery(keyWords, channel, page, locale));
  usePageTitle(t('colour.searchTitle'));
  const href = (patch: Record<string, string | number | undefined>) =>
    fillPath('/list/searchColor', { key_words: keyWords, channel, p: page, ...patch });
  const error = result.error instanceof ApiError ? result.error.msg : null;

  return (
    <Box data-testid="search-colour-page">
      <Box bg="bg.hero" borderBottomWidth="1px" borderColor="border.muted">
        <Container maxW="1360px" py={{ base: '6', md: '10' }}>
          <Stack gap="4" maxW="3xl">
            <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '4xl' }} fontWeight="semibold">
              {t('colour.searchTitle')}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t('colour.searchLead')}
            </Text>
            <ColourSearchBox
              key={keyWords}
              initial={words.join(', ')}
              size="lg"
              serverError={error}
              onSearch={(terms) => navigate(fillPath('/list/searchColor', { key_words: encodeKeywords(terms), channel }))}
            />
          </Stack>
        </Container>
      </Box>
      <Container maxW="1360px" py={{ base: '6', md: '8' }}>
        {result.isFetching && !result.data && <GridSkeleton />}
        {result.data && (
          <Stack gap="5">
            <Flex gap="4" align="center" wrap="wrap" data-testid="search-colour-query">
              <Text fontSize="sm" color="fg.muted">
                {t('colour.searchQueryColour')}
              </Text>
              {result.data.query.map((q) => (
                <HStack key={q.text} gap="2" data-testid="search-colour-resolved" data-hex={q.color_rgbhex}>
                  <Box w="6" h="6" borderRadius="full" bg={q.color_rgbhex} borderWidth="1px" borderColor="border.muted" />
                  <Text fontSize="sm" fontWeight="medium">
                    {q.color_rgbhex}
                    {q.code ? ` · ${q.code} ${q.name ?? ''}` : ''}
                  </Text>
                </HStack>
              ))}
              <Text fontSize="sm" color="fg.muted" ml="auto" data-testid="search-colour-count">
                {t('colour.searchResultCount', { count: result.data.count })}
              </Text>
            </Flex>
            <SimilarFabrics hexes={result.data.query.map((q) => q.color_rgbhex)} />
            {result.data.list.length === 0 && (
              <Text color="fg.muted" py="16" textAlign="center" data-testid="search-colour-empty">
                {t('colour.searchEmpty')}
              </Text>
            )}
            <ColourItemGrid items={result.data.list} onPickColour={(hex) => navigate(fillPath('/list/searchColor', { key_words: encodeKeywords([hex]), channel }))} />
            <Pager page={page} pageCount={Math.ceil(result.data.count / result.data.page_size)} hrefFor={(p) => href({ p })} />
          </Stack>
        )}

      </Container>
    </Box>
  );
}

export { SearchColorPage as Component };
