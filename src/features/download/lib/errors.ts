import type { PlainMessageKey } from '../../../i18n/translate';

/** What the user is told: one of our texts, or the server's own message (already the spec's text). */
export type Notice = { key: PlainMessageKey } | { key: 'download.notAllowed'; value: number | string } | { text: string };

/** The server refused a file or archive with an envelope (401, 1845, 9527, 429 …): say its msg. */
export class RefusedError extends Error {
  override readonly name = 'RefusedError';
  constructor(
    readonly status: number,
    readonly msg: string,
  ) {
    super(msg);
  }
}

/** A picture could not be fetched or decoded (network, 5xx, not an image). */
export class FileLoadError extends Error {
  override readonly name = 'FileLoadError';
}

/** The browser has no usable canvas encoder (toBlob missing, tainted or failing canvas). */
export class CanvasError extends Error {
  override readonly name = 'CanvasError';
}

/** Server packing took longer than max(30 s, 2 s per image). */
export class PackTimeoutError extends Error {
  override readonly name = 'PackTimeoutError';
}

/** Server packing failed (5xx, connection lost, archive cut off). */
export class PackServerError extends Error {
  override readonly name = 'PackServerError';
}

/** A failure the flow can explain with a notice. */
export class NoticeError extends Error {
  override readonly name = 'NoticeError';
  constructor(readonly notice: Notice) {
    super('text' in notice ? notice.text : notice.key);
  }
}
