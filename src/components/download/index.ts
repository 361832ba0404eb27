export { requestDownload, handleDownloadRequests, onDownloadRequested, wasDownloadRequested, type DownloadRequest } from './requests';
export { BatchDownloadBar, batchItemIds, DownloadSelectionProvider, SelectToggle, useDownloadSelection } from './selection';
export { DownloadButtons } from './DownloadButtons';
