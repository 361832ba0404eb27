export { requestDownload, handleDownloadRequests, type DownloadRequest } from './requests';
export { BatchDownloadBar, batchItemIds, DownloadSelectionProvider, SelectToggle, useDownloadSelection } from './selection';
export { DownloadButtons } from './DownloadButtons';
