import { Box, Button, chakra, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import { usePaletteList } from '../../../lib/offline/hooks/use-collections';
import type { BalanceResult } from '../../../shared/planning/balance';
import { balanceColourRatios } from '../../../workers/ratio-balance';
import { trendPalettesQuery } from '../api/plans';
import type { PlanEditor } from '../hooks/use-plan-editor';
import { PlanDialog, Select, Swatch } from './parts';

interface TargetPalette {
  key: string;
  title: string;
  colours: { hex: string; ratio: number }[];
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** Target, before and after bars of one colour. */
function ShareBars({ label, hex, target, before, after }: { label: string; hex?: string; target: number; before: number; after: number }) {
  const { t } = useLocale();
  const bar = (share: number, colour: string, title: string) => (
    <Flex align="center" gap="2" title={title}>
      <Box h="1.5" borderRadius="full" bg={colour} w={`${Math.max(1, share * 100)}%`} maxW="full" />
      <Text fontSize="2xs" color="fg.muted" flexShrink={0}>{percent(share)}</Text>
    </Flex>
  );
  return (
    <Flex gap="3" align="center">
      <HStack w="28" flexShrink={0} gap="1.5">{hex ? <Swatch hex={hex} /> : <Swatch hex="#FFFFFF" />}<Text fontSize="xs" truncate>{label}</Text></HStack>
      <Stack gap="0.5" flex="1">
        {bar(target, 'gray.400', t('planning.target'))}
        {bar(before, 'orange.400', t('planning.before'))}
        {bar(after, 'loom.solid', t('planning.after'))}
      </Stack>
    </Flex>
  );
}

/**
 * Colour-ratio balancing (the design card's ratio-balancing worker): the member picks a target
 * palette (one of theirs, or a trend palette of the channel), the worker proposes quantity
 * changes (same total, whole pieces, a minimum per style), and the dialog shows the deviation
 * before and after; nothing changes until “apply”.
 */
export function BalanceDialog({ editor, channel, onClose }: { editor: PlanEditor; channel: number; onClose: () => void }) {
  const { t, locale } = useLocale();
  const [source, setSource] = useState<'mine' | 'trend'>('mine');
  const mine = usePaletteList();
  const trend = useQuery({ ...trendPalettesQuery(channel, locale), enabled: source === 'trend', networkMode: 'offlineFirst' });
  const palettes: TargetPalette[] =
    source === 'mine'
      ? (mine ?? []).map((palette) => ({ key: palette.paletteId, title: palette.title, colours: palette.colours.map((c) => ({ hex: c.color_rgbhex, ratio: c.ratio })) }))
      : (trend.data?.palettes ?? []).map((palette, i) => ({ key: `trend-${i}`, title: palette.title, colours: palette.colours.map((c) => ({ hex: c.color_rgbhex, ratio: c.ratio })) }));
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const chosen = palettes.find((palette) => palette.key === chosenKey) ?? palettes[0];
  const [minimum, setMinimum] = useState(1);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<{ palette: TargetPalette; balance: BalanceResult } | null>(null);
  const styles = editor.board.items;
  const withoutColours = styles.filter((item) => item.colours.length === 0).length;

  const run = async () => {
    if (!chosen) return;
    setRunning(true);
    try {
      const balance = await balanceColourRatios(styles.map(({ id, quantity, colours }) => ({ id, quantity, colours })), chosen.colours, { minQuantity: minimum });
      setResult({ palette: chosen, balance });
    } finally {
      setRunning(false);
    }
  };
  const titleOf = (id: string) => styles.find((item) => item.id === id)?.title ?? id;

  return (
    <PlanDialog
      title={t('planning.balance')}
      testId="balance-dialog"
      onClose={onClose}
      action={{
        label: t('planning.apply'),
        onClick: () => {
          editor.applyQuantities(result!.balance.quantities);
          onClose();
        },
        disabled: !result || Object.keys(result.balance.changes).length === 0,
        testId: 'balance-apply',
      }}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">{t('planning.balanceIntro')}</Text>
        <Flex gap="3" wrap="wrap" align="flex-end">
          <Select
            value={source}
            label={t('planning.paletteSource')}
            options={[{ value: 'mine', label: t('planning.myPalettes') }, { value: 'trend', label: t('planning.trendPalettes') }]}
            onChange={(next) => {
              setSource(next);
              setChosenKey(null);
              setResult(null);
            }}
            testId="balance-source"
          />
          <Box>
            <Text fontSize="xs" color="fg.muted">{t('planning.minPerStyle')}</Text>
            <Input size="sm" type="number" min={0} w="24" value={minimum} onChange={(event) => setMinimum(Math.max(0, Math.floor(Number(event.target.value) || 0)))} />
          </Box>
          <Button size="sm" colorPalette="loom" variant="outline" disabled={!chosen || styles.length === 0} loading={running} loadingText={t('planning.running')} onClick={() => void run()} data-testid="balance-run">
            {t('planning.run')}
          </Button>
        </Flex>
        {palettes.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">{t('planning.noPalettes')}</Text>
        ) : (
          <Flex gap="2" wrap="wrap" role="radiogroup" aria-label={t('planning.paletteSource')}>
            {palettes.map((palette) => (
              <chakra.button
                type="button"
                role="radio"
                aria-checked={palette.key === chosen?.key}
                key={palette.key}
                onClick={() => {
                  setChosenKey(palette.key);
                  setResult(null);
                }}
                p="2"
                borderWidth="2px"
                borderRadius="md"
                borderColor={palette.key === chosen?.key ? 'loom.solid' : 'border.muted'}
                textAlign="start"
                data-testid="balance-palette"
              >
                <Flex h="4" w="36" borderRadius="sm" overflow="hidden">
                  {palette.colours.map((colour, i) => <Box key={i} bg={colour.hex} flex={Math.max(colour.ratio, 1)} />)}
                </Flex>
                <Text fontSize="xs" mt="1" truncate maxW="36">{palette.title}</Text>
              </chakra.button>
            ))}
          </Flex>
        )}
        {withoutColours > 0 && <Text fontSize="xs" color="fg.muted">{t('planning.noColourData', { count: withoutColours })}</Text>}
        {result && (
          <Stack gap="3" data-testid="balance-result">
            <HStack gap="6">
              <Box>
                <Text fontSize="xs" color="fg.muted">{t('planning.deviationBefore')}</Text>
                <Text fontSize="xl" fontWeight="bold" data-testid="deviation-before">{percent(result.balance.before.deviation)}</Text>
              </Box>
              <Box>
                <Text fontSize="xs" color="fg.muted">{t('planning.deviationAfter')}</Text>
                <Text fontSize="xl" fontWeight="bold" color="loom.fg" data-testid="deviation-after">{percent(result.balance.after.deviation)}</Text>
              </Box>
            </HStack>
            <HStack gap="4" fontSize="xs" color="fg.muted" aria-hidden>
              {([['gray.400', t('planning.target')], ['orange.400', t('planning.before')], ['loom.solid', t('planning.after')]] as const).map(([colour, label]) => (
                <HStack key={label} gap="1"><Box w="3" h="1.5" borderRadius="full" bg={colour} />{label}</HStack>
              ))}
            </HStack>
            <Stack gap="2">
              {result.palette.colours.map((colour, j) => (
                <ShareBars key={j} label={colour.hex} hex={colour.hex} target={result.balance.target[j]!} before={result.balance.before.shares[j]!} after={result.balance.after.shares[j]!} />
              ))}
              <ShareBars label={t('planning.offPalette')} target={0} before={result.balance.before.offPalette} after={result.balance.after.offPalette} />
            </Stack>
            <Box>
              <Text fontSize="sm" fontWeight="semibold" mb="1">{t('planning.changes')}</Text>
              {Object.keys(result.balance.changes).length === 0 ? (
                <Text fontSize="sm" color="fg.muted">{t('planning.noChanges')}</Text>
              ) : (
                <Stack gap="0.5" fontSize="sm">
                  {Object.entries(result.balance.changes).map(([id, change]) => (
                    <Flex key={id} justify="space-between" gap="3" data-testid="balance-change">
                      <Text truncate>{titleOf(id)}</Text>
                      <Text flexShrink={0} color={change > 0 ? 'green.fg' : 'red.fg'}>
                        {change > 0 ? `+${change}` : change} → {result.balance.quantities[id]}
                      </Text>
                    </Flex>
                  ))}
                </Stack>
              )}
            </Box>
          </Stack>
        )}
      </Stack>
    </PlanDialog>
  );
}
