import { Box, Button, Stack, Text, chakra } from '@chakra-ui/react';
import { useRef, useState, type DragEvent } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import { usePastedPicture } from '../../../lib/use-pasted-picture';
import { MAX_INPUT_PIXELS } from '../../../shared/image-tools/limits';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/bmp,image/heic,image/heif,.heic,.heif';

/**
 * The picture upload panel of every image tool (spec §2 picture upload dialog): a click opens the
 * file picker, a picture can be dropped on it or pasted anywhere on the page. Any file is passed
 * on; the worker tells a picture from anything else by its bytes.
 */
export function UploadZone({ onPicture, compact = false }: { onPicture: (file: File) => void; compact?: boolean }) {
  const { t } = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  usePastedPicture(onPicture, true);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onPicture(file);
  };

  const picker = (
    <input
      ref={input}
      type="file"
      accept={ACCEPT}
      hidden
      data-testid="image-tool-input"
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onPicture(file);
      }}
    />
  );

  if (compact) {
    return (
      <>
        {picker}
        <Button variant="outline" size="sm" borderRadius="full" onClick={() => input.current?.click()} data-testid="image-tool-replace">
          {t('imageTools.replace')}
        </Button>
      </>
    );
  }

  return (
    <chakra.button
      type="button"
      onClick={() => input.current?.click()}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      w="full"
      minH={{ base: '72', md: '96' }}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={over ? 'loom.solid' : 'border.emphasized'}
      bg={over ? 'loom.subtle' : 'bg.subtle'}
      borderRadius="l3"
      transition="background 0.15s, border-color 0.15s"
      _hover={{ borderColor: 'loom.solid' }}
      data-testid="image-tool-dropzone"
      aria-label={t('imageTools.uploadTitle')}
    >
      {picker}
      <Stack align="center" gap="3" px="6">
        <Box aria-hidden fontSize="4xl" lineHeight="1" color="fg.muted">
          ⇪
        </Box>
        <Text fontFamily="display" fontSize="lg" fontWeight="semibold">
          {t('imageTools.uploadTitle')}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {t('imageTools.uploadHint')}
        </Text>
        <Text color="fg.subtle" fontSize="xs">
          {t('imageTools.uploadFormats', { megapixels: MAX_INPUT_PIXELS / 1_000_000 })}
        </Text>
        <Box as="span" mt="2" bg="loom.solid" color="loom.contrast" borderRadius="full" px="6" py="2" fontSize="sm" fontWeight="semibold">
          {t('imageTools.choose')}
        </Box>
      </Stack>
    </chakra.button>
  );
}
