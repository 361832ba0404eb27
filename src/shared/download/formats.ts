/**
 * Download formats (spec §3 "Download data", §9 "Downloads").
 *
 * The spec's list is ai, cdr, eps, psd, png, jpg, jpeg, sub, subZip, zip, pdf, tiff, video.
 * We offer only what the server can really produce from an item's media: ai, cdr, eps and psd
 * are proprietary formats we cannot write honestly, so our vector export is `svg`; `video` only
 * where an item really has a video.
 */
export const DOWNLOAD_FORMATS = ['jpg', 'jpeg', 'png', 'tiff', 'pdf', 'svg', 'sub', 'subZip', 'zip', 'video', 'ai', 'cdr', 'eps', 'psd'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** Vector formats of spec §9 plus the one we produce (svg). */
export const VECTOR_FORMATS: readonly DownloadFormat[] = ['ai', 'cdr', 'eps', 'psd', 'svg'];

/** Archives of several pictures: refusing one is refusing the atlas (您无权下载该图集！~). */
export const ARCHIVE_FORMATS: readonly DownloadFormat[] = ['sub', 'subZip', 'zip'];

/** Spec §9: picture file types a single download may have; anything else is saved as png. */
export const PICTURE_FILE_TYPES = ['jpg', 'png', 'jpeg'] as const;
export type PictureFileType = (typeof PICTURE_FILE_TYPES)[number];
export const DEFAULT_PICTURE_FILE_TYPE: PictureFileType = 'png';

interface FormatInfo {
  extension: string;
  mime: string;
  /** Already compressed: zipping stores it as is (deflate would gain well under 1 %). */
  compressed: boolean;
}

export const FORMAT_INFO: Record<DownloadFormat, FormatInfo> = {
  jpg: { extension: 'jpg', mime: 'image/jpeg', compressed: true },
  jpeg: { extension: 'jpeg', mime: 'image/jpeg', compressed: true },
  png: { extension: 'png', mime: 'image/png', compressed: true },
  tiff: { extension: 'tif', mime: 'image/tiff', compressed: true },
  pdf: { extension: 'pdf', mime: 'application/pdf', compressed: true },
  svg: { extension: 'svg', mime: 'image/svg+xml', compressed: false },
  sub: { extension: 'zip', mime: 'application/zip', compressed: true },
  subZip: { extension: 'zip', mime: 'application/zip', compressed: true },
  zip: { extension: 'zip', mime: 'application/zip', compressed: true },
  video: { extension: 'mp4', mime: 'video/mp4', compressed: true },
  ai: { extension: 'ai', mime: 'application/postscript', compressed: false },
  cdr: { extension: 'cdr', mime: 'application/octet-stream', compressed: false },
  eps: { extension: 'eps', mime: 'application/postscript', compressed: false },
  psd: { extension: 'psd', mime: 'image/vnd.adobe.photoshop', compressed: false },
};

export const isDownloadFormat = (value: string): value is DownloadFormat =>
  (DOWNLOAD_FORMATS as readonly string[]).includes(value);

/** Order of the format chooser: pictures first, then documents, vectors and archives. */
export const FORMAT_ORDER: readonly DownloadFormat[] = ['jpg', 'jpeg', 'png', 'tiff', 'pdf', 'svg', 'ai', 'cdr', 'eps', 'psd', 'video', 'sub', 'subZip', 'zip'];

/** Extensions whose bytes are already compressed (jpg, png, webp, zip, pdf, mp4 …). */
const COMPRESSED_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif', 'heic', 'zip', 'pdf', 'mp4', 'mov', 'tif', 'tiff']);

export function isAlreadyCompressed(fileName: string): boolean {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return extension !== undefined && COMPRESSED_EXTENSIONS.has(extension);
}
