import { Badge, Button, Flex, HStack, IconButton, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useLocale } from '../../../i18n/use-locale';
import { useSession } from '../../../lib/session';
import { normaliseHex } from '../../../shared/colour/hex';
import { DEFAULT_PALETTE_TITLE, equalSplit } from '../../../shared/colour/palette';
import { usePalettes } from '../hooks/use-palettes';
import { useColourDownload } from '../hooks/use-colour-download';
import type { usePaletteDraft } from '../hooks/use-palette-draft';
import { PaletteBar } from './PaletteBar';

type Draft = ReturnType<typeof usePaletteDraft>;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Title, colours and ratios of a palette, with save-once and the palette image download. */
export function PaletteEditor({ palette, editable = true }: { palette: Draft; editable?: boolean }) {
  const { t } = useLocale();
  const { loggedIn } = useSession();
  const { folders } = usePalettes('all');
  const download = useColourDownload();
  const { draft } = palette;
  const total = round2(draft.colours.reduce((sum, c) => sum + c.ratio, 0));

  const update = (index: number, patch: Partial<{ color_rgbhex: string; ratio: number }>) =>
    palette.setColours(draft.colours.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  const remove = (index: number) => {
    const rest = draft.colours.filter((_, i) => i !== index);
    const split = equalSplit(rest.length);
    palette.setColours(rest.map((c, i) => ({ ...c, ratio: split[i]! })));
  };
  const add = () => {
    const split = equalSplit(draft.colours.length + 1);
    palette.setColours([...draft.colours, { color_rgbhex: '#808080' }].map((c, i) => ({ ...c, ratio: split[i]! })));
  };
  const spread = () => {
    const split = equalSplit(draft.colours.length);
    palette.setColours(draft.colours.map((c, i) => ({ ...c, ratio: split[i]! })));
  };

  return (
    <Stack gap="4" data-testid="palette-editor" data-saved={palette.saved}>
      <HStack gap="3" wrap="wrap">
        <Input
          value={draft.title}
          onChange={(event) => palette.setTitle(event.target.value)}
          placeholder={DEFAULT_PALETTE_TITLE}
          aria-label={t('colour.paletteTitle')}
          maxW="xs"
          bg="bg.surface"
          data-testid="palette-title"
        />
        {loggedIn && (folders?.length ?? 0) > 0 && (
          <chakra.select
            aria-label={t('colour.paletteFolder')}
            value={palette.folderId ?? ''}
            onChange={(event) => palette.setFolderId(event.target.value || null)}
            borderWidth="1px"
            borderRadius="l2"
            h="10"
            px="2"
            bg="bg.surface"
          >
            <option value="">{t('colour.paletteNoFolder')}</option>
            {folders!.map((folder) => (
              <option key={folder.folderId} value={folder.folderId}>
                {folder.name}
              </option>
            ))}
          </chakra.select>
        )}
        {palette.saved && (
          <Badge colorPalette="green" variant="subtle" data-testid="palette-saved-mark">
            {t('colour.paletteSaved')}
          </Badge>
        )}
      </HStack>
      <PaletteBar colours={draft.colours} height="12" testId="palette-bar" />
      {editable && (
        <Stack gap="2">
          {draft.colours.map((colour, index) => (
            <HStack key={index} gap="2" data-testid="palette-row">
              <chakra.input
                type="color"
                value={normaliseHex(colour.color_rgbhex)?.toLowerCase() ?? '#808080'}
                onChange={(event) => update(index, { color_rgbhex: event.target.value.toUpperCase() })}
                aria-label={colour.color_rgbhex}
                w="10"
                h="10"
                p="0"
                borderWidth="0"
                bg="transparent"
                cursor="pointer"
              />
              <Input
                value={colour.color_rgbhex}
                onChange={(event) => update(index, { color_rgbhex: event.target.value })}
                aria-invalid={normaliseHex(colour.color_rgbhex) ? undefined : true}
                w="28"
                size="sm"
                fontFamily="mono"
              />
              <Input
                type="number"
                value={colour.ratio}
                min={0}
                max={100}
                step={0.01}
                onChange={(event) => update(index, { ratio: Math.min(100, Math.max(0, Number(event.target.value) || 0)) })}
                w="24"
                size="sm"
                aria-label={t('colour.ratio', { value: colour.ratio })}
              />
              <Text fontSize="sm" color="fg.muted" flex="1" truncate>
                {colour.code ? `${colour.code} · ${colour.name ?? ''}` : ''}
              </Text>
              <IconButton aria-label={t('colour.paletteRemoveColour')} size="xs" variant="ghost" onClick={() => remove(index)} disabled={draft.colours.length <= 1}>
                ×
              </IconButton>
            </HStack>
          ))}
          <Flex gap="2" align="center" wrap="wrap">
            <Button size="xs" variant="outline" onClick={add} disabled={draft.colours.length >= 24}>
              {t('colour.paletteAddColour')}
            </Button>
            <Button size="xs" variant="outline" onClick={spread}>
              {t('colour.paletteEqualSplit')}
            </Button>
            <Text fontSize="xs" color={total === 100 ? 'fg.muted' : 'fg.warning'} data-testid="palette-total">
              {t('colour.paletteRatioTotal', { total })}
            </Text>
          </Flex>
        </Stack>
      )}
      <HStack gap="2" wrap="wrap">
        <Button onClick={() => void palette.save()} loading={palette.saving} colorPalette="loom" bg="loom.solid" color="loom.contrast" data-testid="palette-save">
          {t('colour.paletteSave')}
        </Button>
        <Button variant="outline" loading={download.busy} onClick={() => void download.downloadPalette(draft.title, draft.colours)} data-testid="download-palette">
          {t('colour.downloadPalette')}
        </Button>
        {download.pending && (
          <Button variant="ghost" onClick={() => void download.share()}>
            {t('colour.downloadShare')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
