// Public entry: what the rest of the app may use from here (eslint local/boundaries). The download
// engine only, no UI: the /downloads page and the offline player build on it. See README.md here.
export {
  startDownload,
  startDownloads,
  pauseDownload,
  resumeDownload,
  retryDownload,
  deleteDownload,
  deleteAllDownloads,
  resumeInterruptedDownloads,
  downloadsOf,
  downloadOf,
  isDownloadPlayable,
  firstPlayablePath,
  whenDownloadsIdle,
  setDownloadTiming,
} from './downloadRunner';
export type { DownloadLecture, StartDownloadInput, StartedDownload, DownloadTiming } from './downloadRunner';
export { useDownloads, useDownload, readDownloadAhead } from './hooks/useDownloads';
export { downloadedResourcesOf, readDownloadedResource, useDownloadedResources } from './downloadedResources';
export type { DownloadedResource } from './downloadedResources';
export { renewDownloadPermissions } from './renewPermissions';
export { DownloadError } from './api/downloadApi';
export type { DownloadErrorCode, DownloadManifest, DownloadQuality, DownloadFile } from './api/downloadApi';
export { downloadsCacheName, offlineMediaUrl, canStoreDownloads } from './downloadCache';
export { downloadDevice, deviceNameFrom } from './downloadDevice';
export type { DownloadDevice } from './downloadDevice';
export { nextState } from './downloadMachine';
export type { DownloadEvent, DownloadStatus } from './downloadMachine';
export type { DownloadRecord, DownloadPieceRecord, DownloadState } from '../../lib/db';
export { DownloadDevices } from './components/DownloadDevices';
export { DownloadDialog } from './components/DownloadDialog';
export type { DownloadScope } from './components/DownloadDialog';
export { downloadRecord } from './testData';
