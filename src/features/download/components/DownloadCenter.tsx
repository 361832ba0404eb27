import { Button, Progress, Text, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { CenterDialog } from '../../../components/center-dialog/CenterDialog';
import { useEffect, useSyncExternalStore } from 'react';
import { handleDownloadRequests } from '../../../components/download';
import { useLocale } from '../../../i18n/use-locale';
import type { Translate } from '../../../i18n/translate';
import type { Notice } from '../lib/errors';
import { downloadFlow, downloadStore } from '../lib/service';
import { shareOrOpen } from '../lib/transfer';

/** Spec §9 toasts: a notice shows 2 s, a message 3 s. */
const downloadToaster = createToaster({ placement: 'top', max: 3 });

export function noticeText(t: Translate, notice: Notice): string {
  if ('text' in notice) return notice.text;
  if (notice.key === 'download.notAllowed') return t('download.notAllowed', { value: notice.value });
  return t(notice.key);
}

/**
 * Site-wide download UI, mounted once in the layout: takes download requests from any page and
 * shows the progress dialog (hideable: the download finishes anyway), the N-failed dialog, the
 * iPad Save/Share step and the download messages.
 */
export function DownloadCenter() {
  const { t } = useLocale();
  const view = useSyncExternalStore(downloadStore.subscribe, downloadStore.get, downloadStore.get);

  useEffect(
    () =>
      handleDownloadRequests((request) => {
        if (request.kind === 'batch') void downloadFlow.downloadBatch(request.ids);
        else void downloadFlow.downloadFile(request);
      }),
    [],
  );

  const notice = view.notice;
  useEffect(() => {
    if (!notice) return;
    downloadToaster.create({
      id: `download-${notice.id}`,
      description: noticeText(t, notice),
      type: notice.tone === 'info' ? 'info' : 'error',
      duration: notice.tone === 'info' ? 2000 : 3000,
    });
  }, [notice, t]);

  const progress = view.progress;
  return (
    <>
      <Toaster toaster={downloadToaster}>
        {(toast) => (
          <Toast.Root data-testid="download-notice" data-tone={toast.type} borderRadius="l3">
            <Toast.Description>{toast.description}</Toast.Description>
          </Toast.Root>
        )}
      </Toaster>

      <CenterDialog
        open={!!progress?.visible}
        onClose={() => downloadStore.hide()}
        testId="download-progress"
        title={progress?.done ? t('download.progressDone') : t('download.progressTitle')}
        footer={
          <Button variant="outline" borderRadius="full" size="sm" onClick={() => downloadStore.hide()} data-testid="download-hide">
            {t('download.progressHide')}
          </Button>
        }
      >
        <Progress.Root value={progress?.percent ?? 0} max={100} colorPalette="loom">
          <Progress.Track borderRadius="full">
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText data-testid="download-percent" mt="2" fontSize="sm">
            {`${Math.floor(progress?.percent ?? 0)}%`}
          </Progress.ValueText>
        </Progress.Root>
      </CenterDialog>

      <CenterDialog
        open={!!view.failed}
        onClose={downloadStore.dismissFailed}
        testId="download-failed"
        title={t('download.failedTitle')}
        footer={
          <Button borderRadius="full" size="sm" bg="loom.solid" color="loom.contrast" onClick={downloadStore.dismissFailed}>
            {t('download.ok')}
          </Button>
        }
      >
        <Text>{view.failed ? t('download.failedBody', { count: view.failed.count, packed: view.failed.packed }) : ''}</Text>
      </CenterDialog>

      <CenterDialog
        open={!!view.save}
        onClose={downloadStore.dismissSave}
        testId="download-save"
        // The only way to the built file on an iPad: a stray tap beside the dialog must not lose it.
        closeOnInteractOutside={false}
        title={t('download.saveTitle')}
        footer={
          <>
            <Button variant="ghost" borderRadius="full" size="sm" onClick={downloadStore.dismissSave}>
              {t('download.close')}
            </Button>
            <Button
              borderRadius="full"
              size="sm"
              bg="loom.solid"
              color="loom.contrast"
              data-testid="download-share"
              onClick={() => {
                const save = view.save;
                if (!save) return;
                // Inside the tap's own handler: the share sheet needs this user activation.
                void shareOrOpen(save.blob, save.name).finally(downloadStore.dismissSave);
              }}
            >
              {t('download.saveButton')}
            </Button>
          </>
        }
      >
        <Text>{view.save ? t('download.saveBody', { name: view.save.name }) : ''}</Text>
      </CenterDialog>
    </>
  );
}

export default DownloadCenter;
