import { Box, Button, Flex, Heading, HStack, Image, SimpleGrid, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import { analysePicture, type AnalysisResult } from '../../../workers/colour-analysis';
import { nearestQuery } from '../api/colour-api';
import { draftFrom, usePaletteDraft } from '../hooks/use-palette-draft';
import { PaletteEditor } from './PaletteEditor';
import { Swatch } from './Swatch';
import type { TabProps } from './tab-props';

const COLOUR_COUNTS = [3, 4, 5, 6, 8, 10];

function Result({ result }: { result: AnalysisResult }) {
  const { t, locale } = useLocale();
  const hexes = result.palette.map((c) => c.color_rgbhex);
  const nearest = useQuery(nearestQuery(hexes, locale));
  const palette = usePaletteDraft(() => draftFrom(hexes, '', result.palette.map((c) => c.ratio)), { kind: 'image' });
  const { setColours } = palette;
  const coloursNow = palette.draft.colours;

  // Once the library answers, each extracted colour still in the draft carries its nearest code and name.
  useEffect(() => {
    const matches = nearest.data?.list;
    if (!matches || coloursNow.every((c) => c.code)) return;
    setColours(
      coloursNow.map((c) => {
        const match = matches.find((m) => m.color_rgbhex === c.color_rgbhex)?.matches[0];
        return match && !c.code ? { ...c, code: match.code, name: match.name } : c;
      }),
    );
  }, [nearest.data, coloursNow, setColours]);

  return (
    <Stack gap="5" data-testid="picker-result" data-ms={Math.round(result.ms)}>
      <Text fontSize="xs" color="fg.muted">
        {t('colour.pickerTime', { ms: Math.round(result.ms) })} · {result.width}×{result.height}
      </Text>
      <SimpleGrid columns={{ base: 2, sm: 3, md: 6 }} gap="2" data-testid="picker-palette">
        {result.palette.map((colour, index) => {
          const match = nearest.data?.list[index]?.matches[0];
          return (
            <Swatch
              key={colour.color_rgbhex}
              testId="picker-colour"
              hex={colour.color_rgbhex}
              badge={`${colour.ratio}%`}
              lines={match ? [`${match.code}`, `${match.name} · ${t('colour.deltaE', { value: (match.delta_e ?? 0).toFixed(1) })}`] : []}
              title={t('colour.deltaEHint')}
            />
          );
        })}
      </SimpleGrid>
      <PaletteEditor palette={palette} />
    </Stack>
  );
}

/** ntype 3: identify colours from a picture, uploaded or taken with the iPad camera; extraction runs in a worker. */
export default function PickerTab(_props: TabProps) {
  const { t } = useLocale();
  const [colours, setColours] = useState(6);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [result, setResult] = useState<AnalysisResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // Each analysis starts a fresh palette draft (the key resets its state).
  const [runs, setRuns] = useState(0);
  // When the worker started and answered (main-thread clock): what the responsiveness test watches.
  const [timing, setTiming] = useState<{ startedAt: number; finishedAt: number } | null>(null);
  const pickInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    let current = true;
    // The busy state was rendered when the picture was chosen: nothing renders while the worker works.
    const startedAt = performance.now();
    analysePicture(file, colours)
      .then((next) => {
        if (!current) return;
        setTiming({ startedAt, finishedAt: performance.now() });
        setResult(next);
        setRuns((n) => n + 1);
        // The preview comes after the palette: decoding a large picture on the page would compete with the worker.
        setPreview(url);
      })
      .catch(() => current && (setFailed(true), setResult(null)))
      .finally(() => current && setBusy(false));
    return () => {
      current = false;
      URL.revokeObjectURL(url);
    };
  }, [file, colours]);

  const choose = (files: FileList | null) => {
    const picked = files?.[0];
    if (!picked) return;
    setBusy(true);
    setFailed(false);
    setFile(picked);
  };
  const chooseCount = (count: number) => {
    if (!file) return setColours(count);
    setBusy(true);
    setColours(count);
  };

  return (
    <Stack gap="6" data-testid="colour-panel-picker" data-started-at={timing?.startedAt} data-finished-at={timing?.finishedAt}>
      <Stack gap="1">
        <Heading as="h2" size="lg" fontFamily="display">
          {t('colour.pickerTitle')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('colour.pickerLead')}
        </Text>
      </Stack>
      <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="start">
        <Stack gap="3" w={{ base: 'full', lg: '420px' }} flexShrink={0}>
          <Box
            borderWidth="2px"
            borderStyle="dashed"
            borderColor="border.emphasized"
            borderRadius="l3"
            minH="64"
            display="flex"
            alignItems="center"
            justifyContent="center"
            overflow="hidden"
            bg="bg.surface"
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              choose(event.dataTransfer.files);
            }}
          >
            {preview ? <Image src={preview} alt="" maxH="96" objectFit="contain" data-testid="picker-preview" /> : <Text color="fg.muted">{t('colour.pickerDrop')}</Text>}
          </Box>
          <HStack gap="2" wrap="wrap">
            <Button onClick={() => pickInput.current?.click()} colorPalette="loom" bg="loom.solid" color="loom.contrast">
              {t('colour.pickerChoose')}
            </Button>
            <Button variant="outline" onClick={() => cameraInput.current?.click()}>
              {t('colour.pickerCamera')}
            </Button>
            <chakra.label fontSize="sm" display="inline-flex" alignItems="center" gap="2" ml="auto">
              {t('colour.pickerColours')}
              <chakra.select value={colours} onChange={(event) => chooseCount(Number(event.target.value))} borderWidth="1px" borderRadius="l2" h="9" px="2" bg="bg.surface" data-testid="picker-count">
                {COLOUR_COUNTS.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </chakra.select>
            </chakra.label>
          </HStack>
          <input ref={pickInput} type="file" accept="image/*" hidden data-testid="picker-file" onChange={(event) => choose(event.target.files)} />
          <input ref={cameraInput} type="file" accept="image/*" capture="environment" hidden onChange={(event) => choose(event.target.files)} />
        </Stack>
        <Box flex="1" minW="0" w="full">
          {busy && (
            <HStack data-testid="picker-busy" color="fg.muted">
              <Spinner size="sm" />
              <Text>{t('colour.pickerAnalysing')}</Text>
            </HStack>
          )}
          {failed && (
            <Text role="alert" color="fg.error">
              {t('colour.pickerFailed')}
            </Text>
          )}
          {result && !busy && <Result key={runs} result={result} />}
        </Box>
      </Flex>
    </Stack>
  );
}
