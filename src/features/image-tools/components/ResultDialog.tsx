import { Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { CenterDialog } from '../../../components/center-dialog/CenterDialog';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useLocale } from '../../../i18n/use-locale';
import { useSavePictureWork } from '../../../lib/offline/hooks/use-save-picture-work';
import { myWorksHref } from '../../../shared/catalogue/links';
import { WORK_TYPES } from '../../../shared/design-doc/model';
import type { ToolDownload, ToolResult } from '../hooks/use-image-job';

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The result's picture kept in my works: its PNG (every tool offers one; vectors as rendered). */
const pictureOf = (result: ToolResult) => result.downloads.find((format) => format.extension === 'png' && !format.variant);

/** Saves the result to 我的作品 (on this device first, uploaded when online), then links there. */
function SaveToWorks({ result }: { result: ToolResult }) {
  const { t } = useLocale();
  const channel = useParams().channel ?? '20850';
  const works = useSavePictureWork();
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const picture = pictureOf(result);
  if (!picture || !works.loggedIn) return null;
  const save = async () => {
    setState('saving');
    try {
      await works.save(await picture.make(), result.name);
      setState('saved');
    } catch {
      setState('failed');
    }
  };
  return state === 'saved' ? (
    <Text fontSize="sm" data-testid="image-tool-saved">
      {t('imageTools.savedWork')} ·{' '}
      <Link asChild color="loom.fg">
        <RouterLink to={myWorksHref(WORK_TYPES.imageToolResult, channel)}>{t('imageTools.openWorks')}</RouterLink>
      </Link>
    </Text>
  ) : (
    <Stack gap="1" align="start">
      <Button size="sm" variant="ghost" px="0" onClick={() => void save()} loading={state === 'saving'} disabled={!works.ready} data-testid="image-tool-save-work">
        {t('imageTools.saveWork')}
      </Button>
      {state === 'failed' && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {t('imageTools.saveWorkFailed')}
        </Text>
      )}
    </Stack>
  );
}

/** The result dialog (spec §2): size and time of the result, one download per format, save to my works. */
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
    <CenterDialog open={open} onClose={onClose} testId="image-tool-result" title={t('imageTools.resultTitle')} closeButton>
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
        <SaveToWorks result={result} />
      </Stack>
    </CenterDialog>
  );
}
