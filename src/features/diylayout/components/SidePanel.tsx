import { Box, Button, Grid, Image, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocale } from '../../../i18n';
import { queryOptionsFor } from '../../../lib/api';
import { useFavouriteList, usePaletteList } from '../../../lib/offline/hooks/use-collections';
import { useLiveQuery } from '../../../lib/offline/hooks/use-live-query';
import { useOfflineUser } from '../../../lib/offline/hooks/use-offline-user';
import { mediaUrl, type ListItem } from '../../../shared/catalogue/types';
import { UPLOAD_LIMITS, uploadThumbUrl, uploadUrl } from '../../../shared/uploads';
import { panelDragData, type PanelItem } from '../element-nodes';

/**
 * What a member puts on a page: pictures from the library (dataSource=dsd, as the spec embeds
 * the lists in the design tool), favourites, the items they downloaded, their uploads, palette
 * swatches with their codes, text, shapes and lines. Each tile can be dragged onto the canvas or tapped (iPad) to add it to the page's middle.
 */
export function SidePanel({ channel, onAdd }: { channel: number; onAdd(item: PanelItem): void }) {
  const { t } = useLocale();
  return (
    <Tabs.Root defaultValue="catalogue" size="sm" variant="line" height="100%" display="flex" flexDirection="column" lazyMount>
      {/* Two even rows of tabs (a wrapped row left one tab alone on the second line). */}
      <Tabs.List display="grid" gridTemplateColumns="repeat(4, minmax(0, 1fr))">
        {(['catalogue', 'favourites', 'downloads', 'uploads', 'swatches', 'text', 'shapes'] as const).map((tab) => (
          <Tabs.Trigger key={tab} value={tab} px="1" justifyContent="center">
            {t(`diylayout.panel.${tab}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Box flex="1" overflowY="auto" p="2">
        <Tabs.Content value="catalogue">
          <CataloguePictures channel={channel} onAdd={onAdd} />
        </Tabs.Content>
        <Tabs.Content value="favourites">
          <FavouritePictures onAdd={onAdd} />
        </Tabs.Content>
        <Tabs.Content value="downloads">
          <DownloadedPictures onAdd={onAdd} />
        </Tabs.Content>
        <Tabs.Content value="uploads">
          <UploadedPictures onAdd={onAdd} />
        </Tabs.Content>
        <Tabs.Content value="swatches">
          <Swatches onAdd={onAdd} />
        </Tabs.Content>
        <Tabs.Content value="text">
          <Stack>
            <Tile item={{ kind: 'text', role: 'title', text: t('diylayout.defaultTitle') }} onAdd={onAdd}>
              <Text fontSize="xl" fontWeight="bold">{t('diylayout.addTitle')}</Text>
            </Tile>
            <Tile item={{ kind: 'text', role: 'body', text: t('diylayout.defaultBody') }} onAdd={onAdd}>
              <Text>{t('diylayout.addBody')}</Text>
            </Tile>
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="shapes">
          <Grid templateColumns="repeat(3, 1fr)" gap="2">
            <Tile item={{ kind: 'shape', shape: 'rect' }} onAdd={onAdd} label={t('diylayout.rect')}>
              <Box bg="#F2EDE4" aspectRatio="1" />
            </Tile>
            <Tile item={{ kind: 'shape', shape: 'ellipse' }} onAdd={onAdd} label={t('diylayout.ellipse')}>
              <Box bg="#F2EDE4" aspectRatio="1" borderRadius="full" />
            </Tile>
            <Tile item={{ kind: 'line' }} onAdd={onAdd} label={t('diylayout.line')}>
              <Box borderTop="2px solid" borderColor="fg" mt="50%" />
            </Tile>
          </Grid>
        </Tabs.Content>
      </Box>
    </Tabs.Root>
  );
}

/** A draggable, tappable tile of the panel. */
function Tile({ item, onAdd, label, children }: { item: PanelItem; onAdd(item: PanelItem): void; label?: string; children: ReactNode }) {
  const { t } = useLocale();
  return (
    <Box
      as="button"
      draggable
      onDragStart={(event) => event.dataTransfer.setData('text/plain', panelDragData(item))}
      onClick={() => onAdd(item)}
      title={label ?? t('diylayout.dragHint')}
      aria-label={label}
      borderWidth="1px"
      borderRadius="sm"
      p="1"
      textAlign="left"
      cursor="grab"
      _hover={{ borderColor: 'fg.muted' }}
      data-testid="panel-tile"
    >
      {children}
    </Box>
  );
}

interface PanelPicture {
  key: string;
  src: string;
  thumb: string;
  ratio: number;
  title: string;
}

/** List cards (library, downloads) as panel pictures: list answers carry picture URLs already (favourites carry media ids). */
const cardPictures = (cards: readonly ListItem[]): PanelPicture[] =>
  cards.map((item) => ({
    key: String(item.id),
    src: item.cover,
    thumb: item.cover_thumb || item.cover,
    ratio: item.width && item.height ? item.width / item.height : 0.75,
    title: item.title,
  }));

function PictureGrid({ pictures, onAdd }: { pictures: PanelPicture[]; onAdd(item: PanelItem): void }) {
  return (
    <Grid templateColumns="repeat(2, 1fr)" gap="2">
      {pictures.map((picture) => (
        <Tile key={picture.key} item={{ kind: 'picture', src: picture.src, ratio: picture.ratio }} onAdd={onAdd} label={picture.title}>
          <Image src={picture.thumb} alt={picture.title} width="100%" aspectRatio="3/4" objectFit="cover" draggable={false} />
        </Tile>
      ))}
    </Grid>
  );
}

function CataloguePictures({ channel, onAdd }: { channel: number; onAdd(item: PanelItem): void }) {
  const { t } = useLocale();
  const [words, setWords] = useState('');
  const [search, setSearch] = useState('');
  const list = useQuery(queryOptionsFor('oct/ListDataKw/getList', { channel, key_words: search || undefined, dataSource: 'dsd' }));
  const pictures = cardPictures(list.data?.list ?? []);
  return (
    <Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(words.trim());
        }}
      >
        <Input size="sm" placeholder={t('diylayout.search')} value={words} onChange={(event) => setWords(event.target.value)} />
      </form>
      <PictureGrid pictures={pictures} onAdd={onAdd} />
    </Stack>
  );
}

function FavouritePictures({ onAdd }: { onAdd(item: PanelItem): void }) {
  const { t } = useLocale();
  const favourites = useFavouriteList() ?? [];
  if (!favourites.length) return <Text color="fg.muted" fontSize="sm">{t('diylayout.noFavourites')}</Text>;
  return (
    <PictureGrid
      pictures={favourites.map((favourite) => ({ key: favourite.key, src: mediaUrl(favourite.cover), thumb: mediaUrl(favourite.cover), ratio: 0.75, title: favourite.title_zh }))}
      onAdd={onAdd}
    />
  );
}

/**
 * The items the member downloaded (UserCenter/getDownloadHistory), last first: their pictures as
 * the library shows them. Read online and kept like the other tabs' lists (the persisted query
 * cache and the service worker's data cache), so the tab works offline too. An item locked now
 * (VIP ended) has nothing to place and is left out.
 */
function DownloadedPictures({ onAdd }: { onAdd(item: PanelItem): void }) {
  const { t } = useLocale();
  // Asked again whenever the tab opens: a download made meanwhile (another tab, the detail page) is
  // not something this page's cache heard of, and the kept list shows until the answer comes.
  const downloads = useQuery({ ...queryOptionsFor('oct/UserCenter/getDownloadHistory', {}), refetchOnMount: 'always' });
  const pictures = cardPictures((downloads.data?.list ?? []).filter((item) => !item.locked));
  if (!pictures.length) return downloads.isPending ? null : <Text color="fg.muted" fontSize="sm">{t('diylayout.noDownloads')}</Text>;
  return <PictureGrid pictures={pictures} onAdd={onAdd} />;
}

/**
 * The member's own pictures: the ones waiting on this device for upload, then the server's list.
 * A picture uploaded here goes onto the page at once (offline too) and up with the next sync.
 */
function UploadedPictures({ onAdd }: { onAdd(item: PanelItem): void }) {
  const { t } = useLocale();
  const user = useOfflineUser();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Fetched again whenever a picture of this device finished uploading (it moves from waiting to the list).
  const uploaded = useQuery({ ...queryOptionsFor('index/Uploads/listMine', {}), staleTime: 0 });
  const waiting = useLiveQuery(async () => (user ? await user.db.uploads.orderBy('createdAt').reverse().toArray() : []), [user], []);
  const { refetch } = uploaded;
  useEffect(() => void refetch(), [waiting.length, refetch]);
  const add = async (file: File) => {
    setProblem(null);
    if (!user) return;
    if (file.size > UPLOAD_LIMITS.maxBytes) return setProblem(t('diylayout.uploadTooLarge'));
    const bitmap = await createImageBitmap(file).catch(() => null);
    if (!bitmap) return setProblem(t('diylayout.uploadNotImage'));
    const { width, height } = bitmap;
    bitmap.close();
    if (width * height > UPLOAD_LIMITS.maxPixels) return setProblem(t('diylayout.uploadTooLarge'));
    const id = await user.engine.uploads.add(file, { width, height });
    user.scheduler.request('enqueue');
    onAdd({ kind: 'picture', src: uploadUrl(id), ratio: width / height });
  };
  const pending = new Set(waiting.map((upload) => upload.id));
  const pictures = [
    ...waiting.map((upload) => ({ key: upload.id, src: uploadUrl(upload.id), thumb: uploadUrl(upload.id), ratio: upload.width / upload.height, title: upload.id })),
    ...(uploaded.data?.list ?? [])
      .filter((upload) => !pending.has(upload.id))
      .map((upload) => ({ key: upload.id, src: upload.url, thumb: uploadThumbUrl(upload.id), ratio: upload.width / upload.height, title: upload.created_at })),
  ];
  return (
    <Stack>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        data-testid="panel-upload-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void add(file);
        }}
      />
      <Button size="sm" variant="outline" disabled={!user} onClick={() => input.current?.click()}>
        {t('diylayout.uploadPicture')}
      </Button>
      {problem && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {problem}
        </Text>
      )}
      {pictures.length ? <PictureGrid pictures={pictures} onAdd={onAdd} /> : <Text color="fg.muted" fontSize="sm">{t('diylayout.noUploads')}</Text>}
    </Stack>
  );
}

function Swatches({ onAdd }: { onAdd(item: PanelItem): void }) {
  const { t } = useLocale();
  const palettes = usePaletteList() ?? [];
  if (!palettes.length) return <Text color="fg.muted" fontSize="sm">{t('diylayout.noPalettes')}</Text>;
  return (
    <Stack gap="3">
      {palettes.map((palette) => (
        <Stack key={palette.paletteId} gap="1">
          <Text fontSize="xs" fontWeight="semibold">{palette.title}</Text>
          <Grid templateColumns="repeat(4, 1fr)" gap="1">
            {palette.colours.map((colour, index) => (
              <Tile
                key={`${colour.color_rgbhex}-${index}`}
                item={{ kind: 'swatch', hex: colour.color_rgbhex, code: colour.code ?? colour.color_rgbhex, name: colour.name ?? '' }}
                onAdd={onAdd}
                label={[colour.code, colour.name].filter(Boolean).join(' ') || colour.color_rgbhex}
              >
                <Box bg={colour.color_rgbhex} aspectRatio="1" />
                <Text fontSize="2xs" truncate>{colour.code ?? colour.color_rgbhex}</Text>
              </Tile>
            ))}
          </Grid>
        </Stack>
      ))}
    </Stack>
  );
}
