import { Box, Button, Container, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useListArgs } from '../../components/content';
import { SimilarFabrics } from '../../components/similar-fabrics/SimilarFabrics';
import { NeedsNetwork } from '../../lib/offline/components/NeedsNetwork';
import { useOnline } from '../../lib/offline/hooks/use-online';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { useLocale } from '../../i18n/use-locale';
import { encodeAttrs } from '../../shared/catalogue/attrs';
import { DEFAULT_SEARCH_CHANNEL } from '../../shared/catalogue/list-rules';
import { nearestIndex, parseHex, rgbToLab } from '../../shared/colour';
import { analysePicture } from '../../workers/colour-analysis';
import { colourSwatchesQuery, searchParamsFrom } from './api/search-queries';
import { SearchResults } from './components/SearchResults';

/** Colours of an uploaded picture that search for fabrics: its main ones, as the colour worker measures them. */
const FABRIC_SEARCH_COLOURS = 3;

/**
 * /list/searchPic: image search. The picture's palette is measured in the colour worker (off the
 * main thread); its dominant colour picks the nearest colour swatch of the catalogue and the list
 * shows matching pictures, most viewed first (spec §9: hot sort for image search); its main
 * colours also find fabrics.
 */
export function SearchPicPage() {
  const { t, locale } = useLocale();
  usePageTitle(t('content.searchPicTitle'));
  const [args, update, hrefWith] = useListArgs();
  const channel = Number(args.channel ?? DEFAULT_SEARCH_CHANNEL);
  const swatches = useQuery(colourSwatchesQuery(channel, locale));
  const [preview, setPreview] = useState<string | null>(null);
  const [pictureColours, setPictureColours] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  // Spec §6: the upload dialog is disabled for accounts with hide_by_pms_1517.
  const { info } = useSession();
  const online = useOnline();
  const uploadAllowed = info?.hide_by_pms_1517 !== 1 && !!swatches.data && online;
  const [query] = useSearchParams();
  const askedToUpload = query.get('upload') === '1';
  useEffect(() => {
    // The AI tools panel's image search opens the upload dialog (spec §2).
    if (askedToUpload && uploadAllowed) input.current?.click();
  }, [askedToUpload, uploadAllowed]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const list = swatches.data?.list;
    if (!file || !list?.length) return;
    setPreview(URL.createObjectURL(file));
    const { palette } = await analysePicture(file, 6);
    setPictureColours(palette.slice(0, FABRIC_SEARCH_COLOURS).map((colour) => colour.color_rgbhex));
    const nearest = list[nearestIndex(palette[0]!.lab, list.map((s) => rgbToLab(parseHex(s.hex)!)))]!;
    update({ attrs: encodeAttrs([{ kind: 'attr', attributeId: nearest.attribute_id, values: [nearest.id] }]) });
  };

  return (
    <>
      <Box bg="bg.hero" borderBottomWidth="1px" borderColor="border.muted">
        <Container maxW="1360px" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
          <Flex gap="8" align="center" wrap="wrap">
            <Stack gap="3" flex="1" minW="64">
              <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '3xl' }} data-testid="list-title">
                {t('content.searchPicTitle')}
              </Heading>
              <Text color="fg.muted">{t('content.searchPicHint')}</Text>
              <Box>
                <input ref={input} type="file" accept="image/png,image/jpeg,image/webp" hidden onChange={choose} data-testid="search-pic-input" />
                <Button bg="loom.solid" color="loom.contrast" borderRadius="full" px="8" onClick={() => input.current?.click()} disabled={!uploadAllowed} data-testid="search-pic-button">
                  {t('content.searchPicTitle')}
                </Button>
                <NeedsNetwork online={online} />
              </Box>
            </Stack>
            {preview && <Image src={preview} alt="" h="36" borderRadius="l3" objectFit="cover" />}
          </Flex>
        </Container>
      </Box>
      <Container maxW="1360px" px={{ base: '4', md: '8' }} py="8">
        <Box mb={pictureColours.length ? '8' : undefined}>
          <SimilarFabrics hexes={pictureColours} />
        </Box>
        <SearchResults params={searchParamsFrom(args, { column: undefined, route: 'searchPic', image_search: 1 })} hrefWith={hrefWith} words="" />
      </Container>
    </>
  );
}

export { SearchPicPage as Component };
