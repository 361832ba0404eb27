import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pageFrom, Pager } from '../../../components/content';
import { staticClass } from '../../../components/static-styles';
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
    <div className={staticClass('colour-library-grid')} data-testid="library-grid">
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
    </div>
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
    <div className={staticClass('stack-6')} data-testid="colour-panel-library">
      <div className={staticClass('colour-library-top')}>
        <div className={staticClass('colour-library-search')}>
          <ColourSearchBox onSearch={(terms) => setKeyword(terms[0] ?? '')} serverError={searchError} />
        </div>
        {browsed && browsed.systems.length > 1 && (
          <HStack gap="1" aria-label={t('colour.librarySystem')}>
            {browsed.systems.map((s) => (
              <Button key={s.key} size="xs" variant={(system ?? 'coloretto') === s.key ? 'solid' : 'outline'} onClick={() => go({ system: s.key })}>
                {s.name} · {s.count}
              </Button>
            ))}
          </HStack>
        )}
      </div>

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

      <div className={staticClass('stack-3')}>
        <div className={staticClass('colour-families')} aria-label={t('colour.libraryFamily')}>
          <button type="button" className={staticClass(family ? 'colour-family-all' : 'colour-family-all-active')} onClick={() => go({ family: undefined })}>
            {t('colour.libraryAll')}
          </button>
          {COLOUR_FAMILIES.map((f) => (
            <button
              key={f.key}
              type="button"
              data-testid={`family-${f.key}`}
              className={staticClass(family === f.key ? 'colour-family-active' : 'colour-family')}
              onClick={() => go({ family: f.key })}
            >
              <span className={staticClass('colour-dot')} style={{ background: f.hex }} />
              {locale === 'en' ? f.en : f.zh}
            </button>
          ))}
        </div>
        {browsed && (
          <>
            <h2 className={staticClass('colour-library-count')}>{t('colour.libraryCount', { count: browsed.count })}</h2>
            <ColourGrid colours={browsed.list} onPick={pick} />
            <Pager page={page} pageCount={Math.ceil(browsed.count / PAGE_SIZE)} hrefFor={(p) => hrefWith({ p })} />
          </>
        )}
      </div>
      <ColourDetailDrawer code={open} onClose={() => setOpen(null)} onPickCode={setOpen} />
    </div>
  );
}
