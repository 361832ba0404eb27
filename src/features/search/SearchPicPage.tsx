import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useListArgs } from '../../components/content';
import { SimilarFabrics } from '../../components/similar-fabrics/SimilarFabrics';
import { NeedsNetwork } from '../../lib/offline/components/NeedsNetwork';
import { useOfflinePacks } from '../../lib/offline/hooks/use-offline-packs';
import { useOnline } from '../../lib/offline/hooks/use-online';
import { packsHavePictures, searchPackPictures } from '../../lib/offline/pack-pictures';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { usePastedPicture } from '../../lib/use-pasted-picture';
import { usePictureFromUrl } from '../../lib/use-picture-from-url';
import { useLocale } from '../../i18n/use-locale';
import type { ListItem } from '../../shared/catalogue/types';
import { DEFAULT_SEARCH_CHANNEL } from '../../shared/catalogue/list-rules';
import { analysePicture } from '../../workers/colour-analysis';
import { describePictureFile, type CropRect } from '../../workers/picture-search';
import { searchParamsFrom } from './api/search-queries';
import { CropFrame } from './components/CropFrame';
import { PackPictureResults, ServerPictureResults } from './components/PictureResults';
import { SearchResults } from './components/SearchResults';

/** Colours of an uploaded picture that search for fabrics: its main ones, as the colour worker measures them. */
const FABRIC_SEARCH_COLOURS = 3;
/** Items a picture search shows. */
const PICTURE_RESULTS = 40;

/** What the member searches with: their picture and the part of it they framed. */
interface Query {
  file: Blob;
  url: string;
  crop: CropRect | null;
}

/**
 * /list/searchPic: search by picture (issue #13 item 5). The member's picture (picked, dropped or
 * pasted; optionally cropped to the garment) is described in the picture-search worker and the
 * server lists the items whose pictures are most alike. Offline, the downloaded offline packs are
 * searched on the device with the descriptors they carry. Before a picture is given, the most
 * viewed items show (spec §9: hot sort for image search); its main colours also find fabrics.
 */
export function SearchPicPage() {
  const { t } = useLocale();
  usePageTitle(t('content.searchPicTitle'));
  const [args, , hrefWith] = useListArgs();
  const channel = Number(args.channel ?? DEFAULT_SEARCH_CHANNEL);
  const [query, setQuery] = useState<Query | null>(null);
  const [descriptor, setDescriptor] = useState<Float32Array | null>(null);
  const [pictureColours, setPictureColours] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  // Spec §6: the upload dialog is disabled for accounts with hide_by_pms_1517.
  const { info } = useSession();
  const online = useOnline();
  const packs = useOfflinePacks();
  const searchableOffline = packsHavePictures(packs);
  const uploadAllowed = info?.hide_by_pms_1517 !== 1 && (online || searchableOffline);
  const [params] = useSearchParams();
  const askedToUpload = params.get('upload') === '1';
  useEffect(() => {
    // The AI tools panel's image search opens the upload dialog (spec §2).
    if (askedToUpload && uploadAllowed) input.current?.click();
  }, [askedToUpload, uploadAllowed]);

  const choose = useCallback(
    (file: File) => {
      if (!uploadAllowed) return;
      setQuery({ file, url: URL.createObjectURL(file), crop: null });
      setPictureColours([]);
      void analysePicture(file, 6).then(({ palette }) => setPictureColours(palette.slice(0, FABRIC_SEARCH_COLOURS).map((colour) => colour.color_rgbhex)));
    },
    [uploadAllowed],
  );
  // The preview's object URL lives as long as its picture is on the page (a crop keeps it).
  const previewUrl = query?.url;
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );
  usePastedPicture(choose, uploadAllowed);
  usePictureFromUrl(choose);

  // Describe the picture (or its framed part) again whenever either changes; a late answer for an
  // older crop is dropped.
  useEffect(() => {
    if (!query) return;
    let current = true;
    setDescriptor(null);
    void describePictureFile(query.file, query.crop).then((described) => {
      if (current) setDescriptor(described);
    });
    return () => {
      current = false;
    };
  }, [query]);

  // Ranked once per picture (not on every render): a few thousand pictures with 252 numbers each.
  const packResults = useMemo<{ items: ListItem[]; searched: number } | null>(
    () =>
      descriptor && !online && packs
        ? { items: searchPackPictures(packs, descriptor, PICTURE_RESULTS), searched: packs.reduce((n, pack) => n + (pack.pictures?.length ?? 0), 0) }
        : null,
    [descriptor, online, packs],
  );

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file) choose(file);
  };

  return (
    <>
      <Box bg="bg.hero" borderBottomWidth="1px" borderColor="border.muted" onDragOver={(event: DragEvent) => event.preventDefault()} onDrop={onDrop}>
        <Container maxW="1360px" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
          <Flex gap="8" align="center" wrap="wrap">
            <Stack gap="3" flex="1" minW="64">
              <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '3xl' }} data-testid="list-title">
                {t('content.searchPicTitle')}
              </Heading>
              <Text color="fg.muted">{t('content.searchPicHint')}</Text>
              <Box>
                <input
                  ref={input}
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  hidden
                  onChange={(event: ChangeEvent<HTMLInputElement>) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) choose(file);
                  }}
                  data-testid="search-pic-input"
                />
                <Button bg="loom.solid" color="loom.contrast" borderRadius="full" px="8" onClick={() => input.current?.click()} disabled={!uploadAllowed} data-testid="search-pic-button">
                  {t('content.searchPicTitle')}
                </Button>
                {uploadAllowed && (
                  <Text fontSize="xs" color="fg.muted" mt="2">
                    {t('content.searchPicDropHint')}
                  </Text>
                )}
                {!searchableOffline && <NeedsNetwork online={online} />}
              </Box>
            </Stack>
            {query && <CropFrame src={query.url} crop={query.crop} onCrop={(crop) => setQuery({ ...query, crop })} />}
          </Flex>
        </Container>
      </Box>
      <Container maxW="1360px" px={{ base: '4', md: '8' }} py="8">
        {online && pictureColours.length > 0 && (
          <Box mb="8">
            <SimilarFabrics hexes={pictureColours} />
          </Box>
        )}
        {!query && <SearchResults params={searchParamsFrom(args, { column: undefined, route: 'searchPic', image_search: 1 })} hrefWith={hrefWith} words="" />}
        {descriptor && online && <ServerPictureResults channel={channel} descriptor={Array.from(descriptor)} />}
        {packResults && <PackPictureResults {...packResults} />}
      </Container>
    </>
  );
}

export { SearchPicPage as Component };
