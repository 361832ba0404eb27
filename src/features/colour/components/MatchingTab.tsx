import { Box, Button, Flex, Heading, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api';
import { normaliseHex } from '../../../shared/colour/hex';
import type { HarmonyResult } from '../../../shared/colour/model';
import { combineQuery } from '../api/colour-api';
import { draftFrom, usePaletteDraft } from '../hooks/use-palette-draft';
import { ColourSearchBox } from './ColourSearchBox';
import { HarmonyRows } from './HarmonyRows';
import { PaletteEditor } from './PaletteEditor';
import type { TabProps } from './tab-props';

function SchemePalette({ scheme, base }: { scheme: HarmonyResult; base: string }) {
  const palette = usePaletteDraft(() => {
    const draft = draftFrom(scheme.colours.map((c) => c.match.color_rgbhex), scheme.name);
    return { ...draft, colours: draft.colours.map((c, i) => ({ ...c, code: scheme.colours[i]!.match.code, name: scheme.colours[i]!.match.name })) };
  }, { kind: 'harmony', scheme: scheme.key, base });
  return <PaletteEditor palette={palette} />;
}

/** ntype 5: colour matching — HSV harmonies of a base colour, snapped to library colours with ΔE00. */
export default function MatchingTab({ search }: TabProps) {
  const { t, locale } = useLocale();
  const [color, setColor] = useState(search.get('color') ?? '#C0392B');
  const [chosen, setChosen] = useState<HarmonyResult['key'] | null>(null);
  const result = useQuery(combineQuery(color, locale));
  const error = result.error instanceof ApiError ? result.error.msg : null;
  const scheme = result.data?.schemes.find((s) => s.key === chosen);
  return (
    <Stack gap="6" data-testid="colour-panel-matching">
      <Stack gap="1">
        <Heading as="h2" size="lg" fontFamily="display">
          {t('colour.matchingTitle')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('colour.matchingLead')}
        </Text>
      </Stack>
      <Flex gap="4" align="start" wrap="wrap">
        <Box flex="1" minW="xs" maxW="xl">
          <ColourSearchBox initial={color} onSearch={(terms) => (setColor(terms[0]!), setChosen(null))} serverError={error} />
        </Box>
        <chakra.label display="inline-flex" alignItems="center" gap="2" fontSize="sm">
          {t('colour.matchingBase')}
          <chakra.input
            type="color"
            value={(normaliseHex(result.data?.base.color_rgbhex ?? '') ?? '#C0392B').toLowerCase()}
            onChange={(event) => (setColor(event.target.value.toUpperCase()), setChosen(null))}
            w="12"
            h="10"
            borderWidth="0"
            bg="transparent"
          />
        </chakra.label>
      </Flex>
      {result.data && (
        <>
          <HStack gap="3">
            <Box w="10" h="10" borderRadius="full" bg={result.data.base.color_rgbhex} borderWidth="1px" />
            <Text fontWeight="semibold">
              {result.data.base.color_rgbhex} {result.data.base.code ? `· ${result.data.base.code} ${result.data.base.name ?? ''}` : ''}
            </Text>
          </HStack>
          <HarmonyRows schemes={result.data.schemes} />
          <HStack gap="2" wrap="wrap">
            {result.data.schemes.map((s) => (
              <Button key={s.key} size="sm" variant={chosen === s.key ? 'solid' : 'outline'} onClick={() => setChosen(s.key)}>
                {s.name}
              </Button>
            ))}
          </HStack>
          {scheme && <SchemePalette key={`${color}-${scheme.key}`} scheme={scheme} base={result.data.base.color_rgbhex} />}
        </>
      )}
    </Stack>
  );
}
