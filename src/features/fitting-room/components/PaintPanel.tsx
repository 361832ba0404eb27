import { Button, chakra, Flex, Image, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ColourSwatchButton, PanelSection } from '../../../components/content';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocale } from '../../../i18n';
import { colourSearchQuery, libraryQuery, patternsQuery } from '../api/queries';
import type { LookGarment, LookPaint } from '../look';

const Range = chakra('input');

/** The selected garments' paint: a colour of the colour library (search by name or code), or a pattern of the pattern library at a scale and angle. */
export function PaintPanel({ garments, onPaint, onRemove }: { garments: LookGarment[]; onPaint(paint: LookPaint | null): void; onRemove(): void }) {
  const { t, locale } = useLocale();
  const [keyword, setKeyword] = useState('');
  const library = useQuery(libraryQuery(locale));
  const found = useQuery({ ...colourSearchQuery(keyword, locale), enabled: keyword !== '' });
  const colours = keyword ? (found.data?.list ?? []) : (library.data?.list ?? []);
  const patternBlocks = useQuery(patternsQuery(locale));
  const patterns = useMemo(() => {
    const seen = new Set<number>();
    return (patternBlocks.data?.blocks ?? []).flatMap((block) => block.items).filter((item) => !item.locked && !seen.has(item.id) && seen.add(item.id)).slice(0, 12);
  }, [patternBlocks.data]);
  const current = garments[0]?.paint ?? null;
  const pattern = current?.kind === 'pattern' ? current : null;

  if (!garments.length)
    return (
      <Text fontSize="sm" color="fg.muted" borderWidth="1px" borderRadius="lg" p="4">
        {t('fittingRoom.selectGarment')}
      </Text>
    );

  return (
    <Stack as="aside" gap="5" borderWidth="1px" borderRadius="lg" p="4" aria-label={t('fittingRoom.colour')} data-testid="paint-panel">
      <PanelSection level="h2" title={t('fittingRoom.colour')}>
        <Input size="sm" type="search" placeholder={t('fittingRoom.colourSearch')} aria-label={t('fittingRoom.colourSearch')} value={keyword} onChange={(event) => setKeyword(event.target.value.trim())} />
        <SimpleGrid columns={{ base: 6, md: 12, xl: 6 }} gap="1.5">
          {colours.map((colour) => {
            const active = current?.kind === 'colour' && current.code === colour.code;
            return (
              <ColourSwatchButton
                key={colour.id}
                colour={colour}
                active={active}
                onPick={() => onPaint({ kind: 'colour', hex: colour.color_rgbhex, code: colour.code, name: colour.name })}
              />
            );
          })}
        </SimpleGrid>
        {current?.kind === 'colour' && (
          <Text fontSize="xs" color="fg.muted">
            {current.name} · {current.code} · {current.hex}
          </Text>
        )}
      </PanelSection>
      <PanelSection level="h2" title={t('fittingRoom.pattern')}>
        <SimpleGrid columns={{ base: 4, md: 8, xl: 4 }} gap="1.5" data-testid="pattern-picker">
          {patterns.map((item) => (
            <chakra.button
              key={item.id}
              type="button"
              title={item.title}
              aria-label={item.title}
              aria-pressed={pattern?.src === item.cover}
              onClick={() => onPaint({ kind: 'pattern', src: item.cover, title: item.title, scale: pattern?.scale ?? 0.5, angle: pattern?.angle ?? 0 })}
              aspectRatio={1}
              borderRadius="md"
              overflow="hidden"
              borderWidth={pattern?.src === item.cover ? '3px' : '1px'}
              borderColor={pattern?.src === item.cover ? 'loom.solid' : 'border'}
              cursor="pointer"
              p="0"
            >
              <Image src={item.cover_thumb} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
            </chakra.button>
          ))}
        </SimpleGrid>
        {pattern && (
          <Stack gap="1" maxW="md">
            <Flex as="label" justify="space-between" fontSize="xs" color="fg.muted">
              {t('fittingRoom.scale')}
              <span>{pattern.scale.toFixed(2)}×</span>
            </Flex>
            <Range type="range" min={0.2} max={2} step={0.1} value={pattern.scale} aria-label={t('fittingRoom.scale')} onChange={(event) => onPaint({ ...pattern, scale: Number(event.target.value) })} />
            <Flex as="label" justify="space-between" fontSize="xs" color="fg.muted">
              {t('fittingRoom.angle')}
              <span>{pattern.angle}°</span>
            </Flex>
            <Range type="range" min={0} max={180} step={15} value={pattern.angle} aria-label={t('fittingRoom.angle')} onChange={(event) => onPaint({ ...pattern, angle: Number(event.target.value) })} />
          </Stack>
        )}
      </PanelSection>
      <Flex gap="2" flexWrap="wrap">
        <Button size="xs" variant="outline" onClick={() => onPaint(null)} disabled={!current}>
          {t('fittingRoom.original')}
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" onClick={onRemove}>
          {t('fittingRoom.remove')}
        </Button>
      </Flex>
    </Stack>
  );
}
