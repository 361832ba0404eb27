/**
 * The member's own pictures (image-tool results saved to 我的作品, uploads used in documents):
 * made on a device under a client-generated id, uploaded when online (exactly once per id), served
 * to their owner only at /media/<id>. Limits shared by the uploader and the server.
 */
export const UPLOAD_LIMITS = {
  /** One file's bytes (a 4× enlargement of a 2-megapixel photo as PNG is about 20 MB). */
  maxBytes: 32 * 1024 * 1024,
  /** Decoded pixels (reliability checklist E1: pixel floods). */
  maxPixels: 40_000_000,
  /** Per member and day (checklist E4). */
  dailyFiles: 100,
  dailyBytes: 512 * 1024 * 1024,
} as const;

/** `u-` and a UUID: the media id of an upload, made by the device that saves it. */
export const UPLOAD_ID = /^u-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isUploadId = (id: string) => UPLOAD_ID.test(id);
export const newUploadId = () => `u-${crypto.randomUUID()}`;
export const uploadUrl = (id: string) => `/media/${id}`;
/** Its 480-px thumbnail, there once the upload reached the server. */
export const uploadThumbUrl = (id: string) => `${uploadUrl(id)}/thumb`;

/** The thumbnail of a picture URL that is a member's upload; null for any other picture. */
export function uploadThumbOf(src: string): string | null {
  const id = /^\/media\/([^/]+)$/.exec(src)?.[1];
  return id !== undefined && isUploadId(id) ? uploadThumbUrl(id) : null;
}

/** What the server answers a refused upload with (zh); the client shows it beside the work. */
export const UPLOAD_MESSAGES = {
  notImage: '图片加载失败，请重试',
  tooLarge: '图片过大，请缩小后再上传',
  quota: '今日上传已达上限，请明天再试',
  taken: '上传编号已被占用',
} as const;

/** The answer of PUT /api/uploads/:id. */
export interface UploadAnswer {
  id: string;
  width: number;
  height: number;
  bytes: number;
  mime: string;
}
