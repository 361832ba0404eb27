import { Box, Button, Container, Flex, Grid, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePictureFromUrl } from '../../../lib/use-picture-from-url';
import { useImageJob, type JobRunner } from '../hooks/use-image-job';
import { BeforeAfter } from './BeforeAfter';
import { ResultDialog } from './ResultDialog';
import { UploadZone } from './UploadZone';

export interface Picture {
  file: File;
  url: string;
  /** Displayed size (0 until the browser has read the header). */
  width: number;
  height: number;
}

/**
 * The one workspace of every image tool: upload (file, drop, paste), the tool's settings beside
 * the picture, a before/after view, a progress bar with the named stage and cancel, and the result
 * dialog. The tool gives its settings panel and a runner that does the work in the worker.
 */
export function ImageWorkspace({
  title,
  lead,
  testId,
  settings,
  runner,
  startLabel,
  onPicture,
  pictureLayer,
  rerunKey,
}: {
  title: string;
  lead: string;
  testId: string;
  settings: (picture: Picture | null, busy: boolean) => ReactNode;
  runner: JobRunner;
  startLabel?: string;
  onPicture?: (picture: Picture) => void;
  /** Drawn over the picture (brush strokes). */
  pictureLayer?: (picture: Picture) => ReactNode;
  /** When this changes after a first run, the job runs again with the tool's new settings (a new stroke). */
  rerunKey?: string | number;
}) {
  const { t } = useLocale();
  usePageTitle(title);
  const [picture, setPicture] = useState<Picture | null>(null);
  const { state, start, cancel, reset } = useImageJob();
  const [dialogOpen, setDialogOpen] = useState(false);
  const busy = state.phase === 'running';

  const choose = useCallback(
    (file: File) => {
      reset();
      setPicture((old) => {
        if (old) URL.revokeObjectURL(old.url);
        return { file, url: URL.createObjectURL(file), width: 0, height: 0 };
      });
    },
    [reset],
  );
  usePictureFromUrl(choose);
  useEffect(
    () => () => {
      if (picture) URL.revokeObjectURL(picture.url);
    },
    [picture?.url], // eslint-disable-line react-hooks/exhaustive-deps -- the URL, not the measured size
  );

  // The displayed size comes from the browser's own decode of the original (an <img>, off the main thread).
  useEffect(() => {
    if (!picture || picture.width) return;
    const image = new Image();
    image.onload = () => {
      const measured = { ...picture, width: image.naturalWidth, height: image.naturalHeight };
      setPicture((now) => (now?.url === picture.url ? measured : now));
      onPicture?.(measured);
    };
    image.src = picture.url;
  }, [picture, onPicture]);

  useEffect(() => setDialogOpen(state.phase === 'done'), [state.phase]);

  const run = () => picture && void start(picture.file, runner);
  const lastRerunKey = useRef(rerunKey);
  useEffect(() => {
    if (lastRerunKey.current === rerunKey) return;
    lastRerunKey.current = rerunKey;
    if (state.phase !== 'idle') run();
  }, [rerunKey]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new key runs again, with this render's runner
  const result = state.phase === 'done' ? state.result : null;

  return (
    <Box data-testid={testId}>
      <Box bg="bg.hero" borderBottomWidth="1px" borderColor="border.muted">
        <Container maxW="1360px" px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }}>
          <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <Text color="fg.muted" mt="2">
            {lead}
          </Text>
        </Container>
      </Box>
      <Container maxW="1360px" px={{ base: '4', md: '8' }} py="6">
        <Grid templateColumns={{ base: '1fr', lg: '300px 1fr' }} gap="6" alignItems="start">
          <Stack gap="5" borderWidth="1px" borderColor="border.muted" borderRadius="l3" p="5" bg="bg.panel" order={{ base: 2, lg: 1 }}>
            {settings(picture, busy)}
            <Stack gap="2">
              <Button bg="loom.solid" color="loom.contrast" borderRadius="full" onClick={run} disabled={!picture || busy} data-testid="image-tool-start">
                {startLabel ?? t('imageTools.start')}
              </Button>
              {result && (
                <Button variant="outline" borderRadius="full" onClick={() => setDialogOpen(true)} data-testid="image-tool-open-result">
                  {t('imageTools.viewResult')}
                </Button>
              )}
              {picture && <UploadZone onPicture={choose} compact />}
            </Stack>
          </Stack>
          <Stack gap="3" order={{ base: 1, lg: 2 }} minW="0">
            {picture ? (
              <BeforeAfter before={picture.url} after={result?.url ?? null} width={picture.width} height={picture.height} layer={pictureLayer?.(picture)} />
            ) : (
              <UploadZone onPicture={choose} />
            )}
            {state.phase === 'running' && (
              <Flex align="center" gap="4" data-testid="image-tool-progress" data-stage={state.stage}>
                <Box flex="1">
                  <Text fontSize="sm" mb="1" aria-live="polite">
                    {t(`imageTools.stage.${state.stage}`)} {Math.round(state.fraction * 100)}%
                  </Text>
                  <Progress.Root value={state.fraction * 100} size="sm" colorPalette="orange" aria-label={t(`imageTools.stage.${state.stage}`)}>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                </Box>
                <Button size="sm" variant="outline" borderRadius="full" onClick={cancel} data-testid="image-tool-cancel">
                  {t('imageTools.cancel')}
                </Button>
              </Flex>
            )}
            {state.phase === 'failed' && (
              <Text role="alert" color={state.messageKey === 'imageTools.cancelled' ? 'fg.muted' : 'fg.error'} fontSize="sm" data-testid="image-tool-error">
                {t(state.messageKey as 'imageTools.cancelled')}
              </Text>
            )}
          </Stack>
        </Grid>
      </Container>
      {result && <ResultDialog result={result} open={dialogOpen} onClose={() => setDialogOpen(false)} />}
    </Box>
  );
}
