import { Box, Button, Flex, Heading, HStack, IconButton, Input, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api';
import { loginPath, useSession } from '../../../lib/session';
import { paletteSignature } from '../../../shared/colour/palette';
import type { PaletteState } from '../../../shared/sync/protocol';
import { newId, paletteStore } from '../api/palettes';
import { usePalettes } from '../hooks/use-palettes';
import { draftFrom, usePaletteDraft } from '../hooks/use-palette-draft';
import { PaletteBar } from './PaletteBar';
import { PaletteEditor } from './PaletteEditor';
import { notifyOffline as notify } from '../../../lib/offline/toaster';
import type { TabProps } from './tab-props';

type Filter = 'all' | 'none' | string;

function EditPalette({ palette }: { palette: PaletteState }) {
  const draft = usePaletteDraft(
    () => ({ id: palette.paletteId, title: palette.title, colours: palette.colours, savedSignature: paletteSignature(palette.colours) }),
    palette.source,
    palette.folderId,
  );
  return <PaletteEditor palette={draft} />;
}

function NewPalette() {
  const draft = usePaletteDraft(() => draftFrom(['#1F1F1F', '#C0392B', '#F2F1EC']), { kind: 'manual' });
  return <PaletteEditor palette={draft} />;
}

const failed = (error: unknown) => notify('error', error instanceof ApiError ? error.msg : String(error));

/** ntype 4: my palettes and their folders (saved through the palette store: server today, Dexie + outbox with offline). */
export default function PalettesTab(_props: TabProps) {
  const { t } = useLocale();
  const { loggedIn } = useSession();
  const { pathname, search } = useLocation();
  const [filter, setFilter] = useState<Filter>('all');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [folderName, setFolderName] = useState('');
  const { palettes, folders } = usePalettes(filter);

  if (!loggedIn) {
    return (
      <Stack gap="3" align="start" data-testid="colour-panel-palettes">
        <Heading as="h2" size="lg" fontFamily="display">
          {t('colour.palettesTitle')}
        </Heading>
        <Text color="fg.muted">{t('colour.palettesLogin')}</Text>
        <Button asChild colorPalette="loom" bg="loom.solid" color="loom.contrast">
          <RouterLink to={loginPath(`${pathname}${search}`)}>{t('colour.loginToSave')}</RouterLink>
        </Button>
      </Stack>
    );
  }

  const folderButton = (key: Filter, label: string, count?: number) => (
    <chakra.button
      key={key}
      type="button"
      textAlign="left"
      px="3"
      py="2"
      borderRadius="l2"
      bg={filter === key ? 'bg.muted' : undefined}
      fontWeight={filter === key ? 'semibold' : 'normal'}
      onClick={() => setFilter(key)}
      display="flex"
      justifyContent="space-between"
    >
      <span>{label}</span>
      {count !== undefined && <Text as="span" color="fg.muted" fontSize="sm">{count}</Text>}
    </chakra.button>
  );

  return (
    <Flex gap="8" direction={{ base: 'column', md: 'row' }} data-testid="colour-panel-palettes">
      <Stack w={{ base: 'full', md: '60' }} flexShrink={0} gap="1" data-testid="palette-folders">
        {folderButton('all', t('colour.folderAll'))}
        {folderButton('none', t('colour.paletteNoFolder'))}
        {folders?.map((folder) => (
          <HStack key={folder.folderId} gap="0">
            <Box
              flex="1"
              title={t('colour.folderRename')}
              onDoubleClick={() => {
                const name = window.prompt(t('colour.folderName'), folder.name)?.trim();
                if (name && name !== folder.name) void paletteStore.saveFolder(folder.folderId, name).catch(failed);
              }}
            >
              {folderButton(folder.folderId, folder.name, folder.count)}
            </Box>
            <IconButton
              aria-label={t('colour.folderDelete')}
              size="xs"
              variant="ghost"
              onClick={() => void paletteStore.deleteFolder(folder.folderId).then(() => filter === folder.folderId && setFilter('all'), failed)}
            >
              ×
            </IconButton>
          </HStack>
        ))}
        <HStack as="form" mt="2" onSubmit={(event) => {
          event.preventDefault();
          if (!folderName.trim()) return;
          void paletteStore.saveFolder(newId('f'), folderName).then(() => setFolderName(''), failed);
        }}>
          <Input size="sm" value={folderName} onChange={(event) => setFolderName(event.target.value)} placeholder={t('colour.folderName')} maxLength={20} />
          <Button size="sm" type="submit" variant="outline">
            {t('colour.folderNew')}
          </Button>
        </HStack>
      </Stack>
      <Stack flex="1" minW="0" gap="5">
        <HStack justify="space-between">
          <Heading as="h2" size="lg" fontFamily="display">
            {t('colour.palettesTitle')}
          </Heading>
          <Button size="sm" onClick={() => setEditing('new')} colorPalette="loom" bg="loom.solid" color="loom.contrast">
            {t('colour.paletteNew')}
          </Button>
        </HStack>
        {editing === 'new' && <NewPalette />}
        {palettes?.length === 0 && editing !== 'new' && <Text color="fg.muted">{t('colour.palettesEmpty')}</Text>}
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" data-testid="palette-list">
          {palettes?.map((palette) => (
            <Stack key={palette.paletteId} gap="3" p="4" borderWidth="1px" borderRadius="l3" bg="bg.surface" data-testid="saved-palette">
              <HStack justify="space-between">
                <Text fontWeight="semibold" data-testid="saved-palette-title">
                  {palette.title}
                </Text>
                <HStack gap="1">
                  <Button size="xs" variant="ghost" onClick={() => setEditing(editing === palette.paletteId ? null : palette.paletteId)}>
                    {t('colour.paletteEdit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => void paletteStore.deletePalette(palette.paletteId).then(() => notify('success', t('colour.paletteDeleted'), 'notice'), failed)}
                  >
                    {t('colour.paletteDelete')}
                  </Button>
                </HStack>
              </HStack>
              <PaletteBar colours={palette.colours} height="10" />
              <Text fontSize="xs" color="fg.muted">
                {palette.colours.map((c) => `${c.color_rgbhex} ${c.ratio}%`).join(' · ')}
              </Text>
              {editing === palette.paletteId && <EditPalette palette={palette} />}
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Flex>
  );
}
