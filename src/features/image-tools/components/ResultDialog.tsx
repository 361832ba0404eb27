import { Button, CloseButton, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import type { ToolDownload, ToolResult } from '../hooks/use-image-job';

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The result dialog (spec §2): size and time of the result and one download per format. */
export function ResultDialog({ result, open, onClose }: { result: ToolResult; open: boolean; onClose: () => void }) {
  const { t } = useLocale();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const idOf = (format: ToolDownload) => format.variant ?? format.extension;
  const download = async (format: ToolDownload) => {
    setBusy(idOf(format));
    setFailed(false);
    try {
      save(await format.make(), `${result.name}${format.variant ? `-${format.variant}` : ''}.${format.extension}`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="image-tool-result">
            <Dialog.Header>
              <Dialog.Title fontFamily="display">{t('imageTools.resultTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted" fontSize="sm" data-testid="image-tool-summary">
                  {result.summary}
                </Text>
                <Flex gap="2" wrap="wrap">
                  {result.downloads.map((format, index) => (
                    <Button
                      key={idOf(format)}
                      onClick={() => void download(format)}
                      loading={busy === idOf(format)}
                      size="sm"
                      borderRadius="full"
                      px="5"
                      {...(index === 0 ? { bg: 'loom.solid', color: 'loom.contrast' } : { variant: 'outline' })}
                      data-testid={`image-tool-download-${idOf(format)}`}
                    >
                      {t('imageTools.download')} {format.label}
                    </Button>
                  ))}
                </Flex>
                {failed && (
                  <Text color="fg.error" fontSize="sm" role="alert">
                    {t('imageTools.problem.canvas')}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
