import { Box, Button, CloseButton, Drawer, Heading, HStack, Portal, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { WaitingPart } from '../../../components/content';
import { useLocale } from '../../../i18n/use-locale';
import { encodeKeywords } from '../../../shared/catalogue/list-rules';
import { colourDetailQuery } from '../api/colour-api';
import { useColourDownload } from '../hooks/use-colour-download';
import { HarmonyRows } from './HarmonyRows';
import { ColourItemGrid } from './ColourItemGrid';
import { Swatch } from './Swatch';

export interface ColourDetailDrawerProps {
  code: string | null;
  onClose: () => void;
  onPickCode: (code: string) => void;
}

/** The drawer itself, loaded by `ColourDetailDrawer` when it first opens. */
export default function ColourDetailDrawerView({ code, onClose, onPickCode }: ColourDetailDrawerProps) {
  const { t, locale } = useLocale();
  const detail = useQuery(colourDetailQuery(code ?? '', locale));
  const download = useColourDownload();
  const colour = detail.data?.colour;
  return (
    <Drawer.Root open={code !== null} onOpenChange={(event) => !event.open && onClose()} size={{ base: 'full', md: 'lg' }} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="colour-detail">
            <Drawer.Header>
              <Drawer.Title>{colour ? `${colour.code} · ${colour.name}` : code}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {!colour ? (
                <WaitingPart query={detail} placeholder={<Skeleton h="40" borderRadius="l3" />} />
              ) : (
                <Stack gap="6">
                  <Box h="40" borderRadius="l3" bg={colour.color_rgbhex} />
                  <HStack justify="space-between" wrap="wrap" gap="3">
                    <Stack gap="0.5">
                      <Text fontWeight="semibold">{colour.name_zh}</Text>
                      <Text color="fg.muted" fontSize="sm">
                        {colour.name_en} · {colour.color_rgbhex}
                      </Text>
                    </Stack>
                    <HStack>
                      <Button asChild variant="outline" size="sm">
                        <RouterLink to={`/list/searchColor?key_words=${encodeKeywords([colour.code])}`}>{t('colour.searchByColour')}</RouterLink>
                      </Button>
                      <Button
                        size="sm"
                        colorPalette="loom"
                        bg="loom.solid"
                        color="loom.contrast"
                        loading={download.busy}
                        data-testid="download-card"
                        onClick={() =>
                          void download.downloadCard({ color_rgbhex: colour.color_rgbhex, code: colour.code, name_en: colour.name_en, name_zh: colour.name_zh, system: colour.system })
                        }
                      >
                        {t('colour.downloadCard')}
                      </Button>
                      {download.pending && (
                        <Button size="sm" onClick={() => void download.share()}>
                          {t('colour.downloadShare')}
                        </Button>
                      )}
                    </HStack>
                  </HStack>
                  <Stack gap="2">
                    <Heading as="h3" size="sm">
                      {t('colour.similarColours')}
                    </Heading>
                    <SimpleGrid columns={{ base: 4, md: 4 }} gap="2">
                      {detail.data!.similar.map((similar) => (
                        <Swatch
                          key={similar.code}
                          hex={similar.color_rgbhex}
                          size="sm"
                          badge={similar.delta_e === undefined ? undefined : t('colour.deltaE', { value: similar.delta_e.toFixed(1) })}
                          lines={[similar.code, similar.name]}
                          onClick={() => onPickCode(similar.code)}
                          title={t('colour.deltaEHint')}
                        />
                      ))}
                    </SimpleGrid>
                  </Stack>
                  <Stack gap="2">
                    <Heading as="h3" size="sm">
                      {t('colour.harmonies')}
                    </Heading>
                    <HarmonyRows schemes={detail.data!.schemes} onPickCode={onPickCode} compact />
                  </Stack>
                  {detail.data!.items.length > 0 && (
                    <Stack gap="2">
                      <Heading as="h3" size="sm">
                        {t('colour.itemsInColour')}
                      </Heading>
                      <ColourItemGrid items={detail.data!.items.slice(0, 8)} />
                    </Stack>
                  )}
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
