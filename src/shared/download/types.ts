import type { DownloadFormat } from './formats';

/** One attached picture of an item (spec §3 subsidiary_list). */
export interface SubsidiaryPicture {
  /** Asset key: "pic1", "pic2" … */
  id: string;
  title_picture: string;
  download_url: { jpg: string };
}

/** Spec §3 "Download item", as the download calls return it for the current caller. */
export interface DownloadItem {
  id: number;
  type: number;
  title: string;
  /** Display picture (public). */
  title_picture: string;
  /** Full-resolution original: the authorised jpg download, '' when the caller has no right. */
  vip_picture: string;
  /** Small background picture for cards and dialogs. */
  bg_picture: string;
  /** Format → authorised URL; only formats this item really has. Detail pages also get `zip`. */
  download_url: Partial<Record<DownloadFormat, string>>;
  subsidiary_list: SubsidiaryPicture[];
  /** isRightD: the caller may download this item; buttons render only when it is true. */
  isRight: { isRightD: boolean };
}

export interface DownloadList {
  list: DownloadItem[];
}

/** UserCenter/getDownloadCount: is_download 1 lets the download run; anything else is refused. */
export interface DownloadCount {
  is_download: number;
  /** Downloads left today after this one would run. */
  remaining: number;
  limit: number;
}

export interface BatchLogResult {
  logged: number;
}

/** Asset key of an attached picture. */
export const pictureAsset = (position: number) => `pic${position}`;
export const PICTURE_ASSET = /^pic([1-9][0-9]{0,2})$/;

/** The authorised URL of one asset; its last segment is the name the file is saved under. */
export const assetUrl = (itemId: number, asset: string, fileName: string) =>
  `/download/item/${itemId}/${asset}/${encodeURIComponent(fileName)}`;

/** Spec §7 bulk download: the server streams one zip of these items' pictures. */
export const bulkZipUrl = (ids: readonly number[]) => `/download/src/mul?ids=${ids.join(',')}`;
