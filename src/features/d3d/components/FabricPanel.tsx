import { Box, Button, chakra, Flex, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ColourSwatchButton, KeywordBox, PanelSection } from '../../../components/content';
import { useLocale } from '../../../i18n/use-locale';
import { queryOptionsFor } from '../../../lib/api';
import { PATTERN_CHANNEL } from '../../../shared/catalogue/list-rules';
import type { ColourFamily } from '../../../shared/colour/families';
import { FABRICS } from '../../../shared/d3d';
import type { ViewerLook } from '../viewer/GarmentViewer';

const Range = chakra('input');

/** Patterns from the pattern library (its column blocks, the same call as the pattern home): unique, with a usable picture. */
function usePatterns() {
  const { locale } = useLocale();
  const query = useQuery(queryOptionsFor('oct/General/patternColumnData', { channel: PATTERN_CHANNEL, limit: 6 }, locale));
  const patterns = useMemo(() => {
    const seen = new Set<number>();
    return (query.data?.blocks ?? []).flatMap((block) => block.items).filter((item) => !seen.has(item.id) && seen.add(item.id)).slice(0, 12);
  }, [query.data]);
  return patterns;
}

/**
 * The fabric panel: a pattern from the pattern library with its scale and rotation, a colour from
 * the colour library (browse or search by name, code or #hex), and a finish preset.
 */
export function FabricPanel({ look, defaultColour, onChange }: { look: ViewerLook; defaultColour: string; onChange: (patch: Partial<ViewerLook>) => void }) {
  const { t, locale } = useLocale();
  const patterns = usePatterns();
  const [keyword, setKeyword] = useState('');
  const [family, setFamily] = useState<ColourFamily>('red');
  const library = useQuery(queryOptionsFor('index/Color/getPantoneColorNew', { page_size: 30, family }, locale));
  const families = library.data?.families ?? [];
  const found = useQuery({ ...queryOptionsFor('index/Color/getPantoneColor', { keyword, limit: 24 }, locale), enabled: keyword !== '' });
  const colours = keyword ? (found.data?.list ?? []) : (library.data?.list ?? []);
  return (
    <Stack as="aside" gap="5" borderWidth="1px" borderRadius="lg" p="4" alignSelf="start" aria-label={t('d3d.fabricPanel')} data-testid="fabric-panel">
      <PanelSection title={t('d3d.pattern')}>
        <SimpleGrid columns={{ base: 6, md: 11, xl: 4 }} gap="2" data-testid="pattern-picker">
          <chakra.button
            type="button"
            aria-pressed={look.pattern === null}
            onClick={() => onChange({ pattern: null })}
            aspectRatio={1}
            borderRadius="md"
            borderWidth={look.pattern === null ? '3px' : '1px'}
            borderColor={look.pattern === null ? 'loom.solid' : 'border'}
            fontSize="2xs"
            color="fg.muted"
            cursor="pointer"
          >
            {t('d3d.patternNone')}
          </chakra.button>
          {patterns.map((item) => {
            const active = look.pattern === item.cover;
            return (
              <chakra.button
                key={item.id}
                type="button"
                title={item.title}
                aria-label={item.title}
                aria-pressed={active}
                onClick={() => onChange({ pattern: item.cover })}
                aspectRatio={1}
                borderRadius="md"
                overflow="hidden"
                borderWidth={active ? '3px' : '1px'}
                borderColor={active ? 'loom.solid' : 'border'}
                cursor="pointer"
                p="0"
                data-testid="pattern-option"
              >
                <Image src={item.cover_thumb} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
              </chakra.button>
            );
          })}
        </SimpleGrid>
        <Stack gap="1" opacity={look.pattern ? 1 : 0.5}>
          <Flex as="label" justify="space-between" fontSize="xs" color="fg.muted">
            {t('d3d.patternScale')}
            <span>{look.patternScale.toFixed(1)}×</span>
          </Flex>
          <Range
            type="range"
            min={1}
            max={10}
            step={0.5}
            value={look.patternScale}
            disabled={!look.pattern}
            aria-label={t('d3d.patternScale')}
            onChange={(e) => onChange({ patternScale: Number(e.target.value) })}
            css={{ accentColor: 'var(--chakra-colors-loom-solid)' }}
          />
          <Flex as="label" justify="space-between" fontSize="xs" color="fg.muted">
            {t('d3d.patternRotation')}
            <span>{look.patternRotation}°</span>
          </Flex>
          <Range
            type="range"
            min={0}
            max={180}
            step={5}
            value={look.patternRotation}
            disabled={!look.pattern}
            aria-label={t('d3d.patternRotation')}
            onChange={(e) => onChange({ patternRotation: Number(e.target.value) })}
            css={{ accentColor: 'var(--chakra-colors-loom-solid)' }}
          />
        </Stack>
      </PanelSection>
      <PanelSection title={t('d3d.colour')}>
        <KeywordBox value={keyword} placeholder={t('d3d.colourSearch')} label={t('d3d.colourSearch')} onSubmit={(text) => setKeyword(text.trim())} />
        {!keyword && families.length > 0 && (
          <HStack gap="1" wrap="wrap" role="group" aria-label={t('d3d.colour')} data-testid="colour-families">
            {families.map((option) => (
              <chakra.button
                key={option.key}
                type="button"
                title={option.name}
                aria-label={option.name}
                aria-pressed={family === option.key}
                onClick={() => setFamily(option.key)}
                w="5"
                h="5"
                borderRadius="full"
                bg={option.hex}
                borderWidth={family === option.key ? '2px' : '1px'}
                borderColor={family === option.key ? 'loom.solid' : 'border'}
                outline={family === option.key ? '2px solid' : undefined}
                outlineColor="loom.subtle"
                cursor="pointer"
              />
            ))}
          </HStack>
        )}
        <SimpleGrid columns={{ base: 10, xl: 6 }} gap="1.5" data-testid="colour-picker">
          {colours.map((colour) => (
            <ColourSwatchButton key={colour.id} colour={colour} active={look.colour.toLowerCase() === colour.color_rgbhex.toLowerCase()} onPick={() => onChange({ colour: colour.color_rgbhex })} />
          ))}
        </SimpleGrid>
        <HStack gap="2" fontSize="xs" color="fg.muted">
          <Box w="4" h="4" borderRadius="sm" bg={look.colour} borderWidth="1px" />
          <Text data-testid="current-colour">{look.colour.toUpperCase()}</Text>
          {look.colour.toLowerCase() !== defaultColour.toLowerCase() && (
            <Button size="2xs" variant="ghost" onClick={() => onChange({ colour: defaultColour })}>
              {t('d3d.colourReset')}
            </Button>
          )}
        </HStack>
      </PanelSection>
      <PanelSection title={t('d3d.finish')}>
        <HStack gap="1.5" wrap="wrap" data-testid="finish-picker">
          {FABRICS.map((fabric) => (
            <Button key={fabric} size="sm" variant={look.fabric === fabric ? 'subtle' : 'outline'} aria-pressed={look.fabric === fabric} onClick={() => onChange({ fabric })} data-testid={`finish-${fabric}`}>
              {t(`d3d.fabric.${fabric}`)}
            </Button>
          ))}
        </HStack>
      </PanelSection>
    </Stack>
  );
}
