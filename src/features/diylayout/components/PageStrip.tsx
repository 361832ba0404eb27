import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { DocThumbnail } from '../../../components/doc-thumbnail/DocThumbnail';
import { useLocale } from '../../../i18n';
import { thumbnailOf, type PageSnapshot } from '../../../shared/design-doc';

/** The pages of the document as thumbnails: pick one, add one after the current, delete the current. */
export function PageStrip({ pages, current, onPick, onAdd, onDelete, readOnly }: { pages: PageSnapshot[]; current: string | null; onPick(id: string): void; onAdd(): void; onDelete(): void; readOnly?: boolean }) {
  const { t } = useLocale();
  return (
    <HStack gap="2" px="3" py="2" overflowX="auto" borderTopWidth="1px" bg="bg" data-testid="page-strip">
      {pages.map((page, index) => (
        <Stack key={page.id} gap="0" align="center" flexShrink={0}>
          <Box
            as="button"
            onClick={() => onPick(page.id)}
            width={`${Math.round((56 * page.width) / page.height)}px`}
            borderWidth="2px"
            borderColor={page.id === current ? 'colorPalette.solid' : 'border'}
            colorPalette="loom"
            aria-label={t('diylayout.page', { n: index + 1 })}
          >
            <DocThumbnail thumbnail={thumbnailOf({ pages: [page] })} label={t('diylayout.page', { n: index + 1 })} />
          </Box>
          <Text fontSize="2xs" color="fg.muted">{index + 1}</Text>
        </Stack>
      ))}
      {!readOnly && (
        <Stack gap="1" flexShrink={0}>
          <Button size="xs" variant="outline" onClick={onAdd}>
            + {t('diylayout.addPage')}
          </Button>
          <Button size="xs" variant="ghost" onClick={onDelete} disabled={pages.length < 2}>
            {t('diylayout.deletePage')}
          </Button>
        </Stack>
      )}
    </HStack>
  );
}
