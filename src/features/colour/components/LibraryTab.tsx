import { Button, Flex, Heading, HStack, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pageFrom, Pager } from '../../../components/content';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError, useDeferredQueryData } from '../../../lib/api';
import { COLOUR_FAMILIES, type ColourFamily } from '../../../shared/colour/families';
import type { LibraryColour } from '../../../shared/colour/model';
import { colourSearchQuery, countCodeSearch, libraryPageQuery } from '../api/colour-api';
import { ColourDetailDrawer } from './ColourDetailDrawer';
import { ColourSearchBox } from './ColourSearchBox';
import { Swatch } from './Swatch';
import type { TabProps } from './tab-props';

const PAGE_SIZE = 80;

function ColourGrid({ colours, onPick }: { colours: LibraryColour[]; onPick: (colour: LibraryColour) => void }) {
  const { t } = useLocale();
  return (
    <SimpleGrid columns={{ base: 3, sm: 4, md: 6, lg: 8 }} gap="2" data-testid="library-grid">
      {colours.map((colour) => (
        <Swatch
          key={colour.code}
          testId="library-colour"
          hex={colour.color_rgbhex}
          badge={colour.delta_e === undefined ? undefined : t('colour.deltaE', { value: colour.delta_e.toFixed(1) })}
          lines={[colour.code, colour.name]}
          onClick={() => onPick(colour)}
          title={colour.delta_e === undefined ? colour.name : t('colour.deltaEHint')}
        />
      ))}
    </SimpleGrid>
  );
}

/** ntype 2: the colour library (Coloretto and any imported Pantone list) by family, and colour search. */
export default function LibraryTab({ search: query, hrefWith }: TabProps) {
  const { t, locale } = useLocale();
  const navigate = useNavigate();
  const familyText = query.get('family');
  const family = COLOUR_FAMILIES.some((f) => f.key === familyText) ? (familyText as ColourFamily) : undefined;
  const system = query.get('system') ?? undefined;
  const page = pageFrom({ p: query.get('p') ?? undefined });
  const go = (patch: Record<string, string | number | undefined>) => navigate(hrefWith({ p: undefined, ...patch }), { replace: true });
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  // Deferred: the 80 chips mount in a sliced render, not in the query's synchronous one (issue #11).
  const browsed = useDeferredQueryData(libraryPageQuery({ p: page, page_size: PAGE_SIZE, ...(family ? { family } : {}), ...(system ? { system } : {}) }, locale));
  const search = useQuery(colourSearchQuery(keyword, locale));
  const searchError = search.error instanceof ApiError ? search.error.msg : null;

  const pick = (colour: LibraryColour) => {
    countCodeSearch(colour.code);
    setOpen(colour.code);
  };

  return (
    <Stack gap="6" data-testid="colour-panel-library">
      <Flex gap="6" wrap="wrap" align="start" justify="space-between">
        <Stack gap="1" maxW="xl" flex="1" minW="xs">
          <ColourSearchBox onSearch={(terms) => setKeyword(terms[0] ?? '')} serverError={searchError} />
        </Stack>
        {browsed && browsed.systems.length > 1 && (
          <HStack gap="1" aria-label={t('colour.librarySystem')}>
            {browsed.systems.map((s) => (
              <Button key={s.key} size="xs" variant={(system ?? 'coloretto') === s.key ? 'solid' : 'outline'} onClick={() => go({ system: s.key })}>
                {s.name} · {s.count}
              </Button>
            ))}
          </HStack>
        )}
      </Flex>

      {keyword !== '' && (
        <Stack gap="3" data-testid="library-search-results">
          {search.data && (
            <>
              <Text fontSize="sm" color="fg.muted">
                {search.data.query.color_rgbhex ? `${search.data.query.text} → ${search.data.query.color_rgbhex} · ${t('colour.deltaEHint')}` : t('colour.libraryCount', { count: search.data.count })}
              </Text>
              <ColourGrid colours={search.data.list} onPick={pick} />
            </>
          )}
          {search.data === null && <Text color="fg.muted">{t('colour.libraryNoMatch')}</Text>}
        </Stack>
      )}

      <Stack gap="3">
        <HStack gap="1.5" wrap="wrap" aria-label={t('colour.libraryFamily')}>
          <chakra.button type="button" px="3" py="1" borderRadius="full" borderWidth="1px" fontSize="sm" bg={family ? undefined : 'bg.inverted'} color={family ? undefined : 'fg.inverted'} onClick={() => go({ family: undefined })}>
            {t('colour.libraryAll')}
          </chakra.button>
          {COLOUR_FAMILIES.map((f) => (
            <chakra.button
              key={f.key}
              type="button"
              data-testid={`family-${f.key}`}
              display="inline-flex"
              alignItems="center"
              gap="1.5"
              px="3"
              py="1"
              borderRadius="full"
              borderWidth="1px"
              fontSize="sm"
              bg={family === f.key ? 'bg.inverted' : undefined}
              color={family === f.key ? 'fg.inverted' : undefined}
              onClick={() => go({ family: f.key })}
            >
              <chakra.span w="3" h="3" borderRadius="full" bg={f.hex} borderWidth="1px" borderColor="border.muted" />
              {locale === 'en' ? f.en : f.zh}
            </chakra.button>
          ))}
        </HStack>
        {browsed && (
          <>
            <Heading as="h2" size="sm" color="fg.muted" fontWeight="normal">
              {t('colour.libraryCount', { count: browsed.count })}
            </Heading>
            <ColourGrid colours={browsed.list} onPick={pick} />
            <Pager page={page} pageCount={Math.ceil(browsed.count / PAGE_SIZE)} hrefFor={(p) => hrefWith({ p })} />
          </>
        )}
      </Stack>
      <ColourDetailDrawer code={open} onClose={() => setOpen(null)} onPickCode={setOpen} />
    </Stack>
  );
}
