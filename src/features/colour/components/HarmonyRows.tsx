import { Box, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useLocale } from '../../../i18n/use-locale';
import type { HarmonyResult } from '../../../shared/colour/model';
import { Swatch } from './Swatch';

/** Colour schemes, each colour shown as generated and as its nearest library colour with ΔE00. */
export function HarmonyRows({ schemes, onPickCode, compact = false }: { schemes: HarmonyResult[]; onPickCode?: (code: string) => void; compact?: boolean }) {
  const { t } = useLocale();
  return (
    <Stack gap={compact ? '3' : '5'}>
      {schemes.map((scheme) => (
        <Grid key={scheme.key} templateColumns={{ base: '1fr', md: compact ? '1fr' : '9rem 1fr' }} gap="2" alignItems="start" data-testid={`harmony-${scheme.key}`}>
          <Text fontWeight="semibold" fontSize="sm" pt="1">
            {scheme.name}
          </Text>
          <Flex gap="2" wrap="wrap">
            {scheme.colours.map((colour, index) => (
              <Box key={`${colour.color_rgbhex}-${index}`} w={compact ? '24' : '32'}>
                <Swatch
                  hex={colour.match.color_rgbhex}
                  size={compact ? 'sm' : 'md'}
                  badge={t('colour.deltaE', { value: (colour.match.delta_e ?? 0).toFixed(1) })}
                  lines={[colour.match.code, colour.match.name]}
                  onClick={onPickCode ? () => onPickCode(colour.match.code) : undefined}
                  title={`${colour.color_rgbhex} → ${colour.match.code} · ${t('colour.deltaEHint')}`}
                />
              </Box>
            ))}
          </Flex>
        </Grid>
      ))}
    </Stack>
  );
}
