import { callApi } from '../../../lib/api';
import { STATUS } from '../../../shared/contract/envelope';
import { createZipBridge, type ZipBridge } from '../../../workers/zip-bridge';
import { checkDownloadCount, listDownloads, logBatchDownload } from '../api/download-api';
import { track } from './analytics';
import { detectCapabilities } from './capabilities';
import { RefusedError } from './errors';
import { createDownloadFlow } from './flow';
import { DownloadStore } from './store';
import { canvasFile, fetchFile, openUrl, saveFile, serverZip } from './transfer';

/** The one download store of the page: the download centre renders it. */
export const downloadStore = new DownloadStore();

let bridge: ZipBridge | undefined;

/**
 * A file route answering 1845 means this session was taken over. The session check then answers
 * 1845 too, through the data client, whose listeners open the session guard's dialog.
 */
const watchDisplaced = <T>(work: Promise<T>) =>
  work.catch((error: unknown) => {
    if (error instanceof RefusedError && error.status === STATUS.displaced) void callApi('index/User/specialCheck', {}).catch(() => undefined);
    throw error;
  });

/** The real flow: this browser's capabilities, the server's calls, the zip worker (created on first pack). */
export const downloadFlow = createDownloadFlow({
  capabilities: detectCapabilities(),
  store: downloadStore,
  checkCount: checkDownloadCount,
  listDownloads,
  logBatch: logBatchDownload,
  fetchFile: (url, onProgress) => watchDisplaced(fetchFile(url, onProgress)),
  canvasFile,
  zip: (files, onProgress) => (bridge ??= createZipBridge()).zip(files, onProgress),
  serverZip: (ids, timeoutMs, onProgress) => watchDisplaced(serverZip(ids, timeoutMs, onProgress)),
  saveFile,
  openUrl,
  track,
  now: Date.now,
});
