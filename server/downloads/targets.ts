import { mayDownload as mayDownloadItem, mayOpen } from '../access/item-access';
import type { Queryable } from '../db/db';
import type { SessionUser } from '../auth/session-user';
import { ARCHIVE_FORMATS, FORMAT_INFO, type DownloadFormat } from '../../src/shared/download/formats';
import { assetFileName } from '../../src/shared/download/naming';
import { PICTURE_ASSET, pictureAsset } from '../../src/shared/download/types';

/** An item as the download code sees it: what it is, where it lives, which media it really has. */
export interface DownloadTarget {
  id: number;
  type: number;
  channelId: number;
  /** VIP content: locked (item-access) to anyone without VIP rights over its channel. */
  vipOnly: boolean;
  titleZh: string;
  titleEn: string;
  cover: string;
  coverMime: string;
  coverIsImage: boolean;
  /** Attached pictures (spec §3 subsidiary_list), images only, in item order; a book's are its pages. */
  pictures: string[];
  /** Videos of the item's body. */
  videos: string[];
  /** The cover's vector drawing is stored (svg can be offered). */
  coverVector: boolean;
  /** Every attached picture has its vector drawing (subZip can be offered). */
  picturesVector: boolean;
}

interface TargetRow {
  id: number;
  type: number;
  channel_id: number;
  vip_only: boolean;
  title_zh: string;
  title_en: string;
  cover: string;
  cover_mime: string;
  cover_kind: string;
  pictures: string[];
  videos: string[];
  cover_vector: boolean;
  pictures_vector: boolean;
}

/** Loads download targets by id, in the order asked; unknown ids are left out. */
export async function loadTargets(db: Queryable, ids: readonly number[]): Promise<DownloadTarget[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<TargetRow>(
    `SELECT i.id, i.type, i.channel_id, i.vip_only, i.title_zh, i.title_en, i.cover,
            m.mime AS cover_mime, m.kind AS cover_kind,
            ARRAY(SELECT u.p FROM unnest(bp.pics) WITH ORDINALITY AS u(p, n)
                    JOIN media pm ON pm.id = u.p AND pm.kind = 'image' ORDER BY u.n) AS pictures,
            ARRAY(SELECT b.block->>'media' FROM jsonb_array_elements(CASE WHEN jsonb_typeof(i.body) = 'array' THEN i.body ELSE '[]'::jsonb END)
                    WITH ORDINALITY AS b(block, n)
                    JOIN media vm ON vm.id = b.block->>'media' AND vm.kind = 'video'
                   WHERE b.block->>'kind' = 'video' ORDER BY b.n) AS videos,
            EXISTS (SELECT 1 FROM download_sources s WHERE s.media_id = i.cover) AS cover_vector,
            (cardinality(bp.pics) > 0 AND NOT EXISTS (
               SELECT 1 FROM unnest(bp.pics) AS p(id) WHERE NOT EXISTS (SELECT 1 FROM download_sources s WHERE s.media_id = p.id)
            )) AS pictures_vector
       FROM items i
       JOIN media m ON m.id = i.cover
       -- A trend book's attached pictures are its pages, in order (issue #17).
       CROSS JOIN LATERAL (SELECT coalesce((SELECT array_agg(b.media_id ORDER BY b.page_no) FROM book_pages b WHERE b.item_id = i.id), i.pictures) AS pics) bp
      WHERE i.id = ANY($1::integer[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        type: row.type,
        channelId: row.channel_id,
        vipOnly: row.vip_only,
        titleZh: row.title_zh,
        titleEn: row.title_en,
        cover: row.cover,
        coverMime: row.cover_mime,
        coverIsImage: row.cover_kind === 'image',
        pictures: row.pictures,
        videos: row.videos,
        coverVector: row.cover_vector,
        picturesVector: row.pictures_vector,
      },
    ];
  });
}

/**
 * isRight.isRightD (item-access): a VIP may download an item of a side channel, and of a main
 * channel only with authority over that channel. Guests and members never may.
 */
export const mayDownload = (user: SessionUser | null, target: DownloadTarget) => mayDownloadItem(user, { channel_id: target.channelId });

/** May the viewer see the item's pictures at all (item-access)? */
export const mayOpenTarget = (user: SessionUser | null, target: DownloadTarget) => mayOpen(user, { vip_only: target.vipOnly, channel_id: target.channelId });

/**
 * Formats the item really has, in chooser order. Pictures come from the stored original, vectors
 * only from a stored drawing, archives only when there are attached pictures, video only when
 * the item has one; `zip` (everything in one archive) is offered on detail pages.
 */
export function offeredFormats(target: DownloadTarget, detail: boolean): DownloadFormat[] {
  const formats: DownloadFormat[] = [];
  if (target.coverIsImage) formats.push('jpg', 'jpeg', 'png', 'tiff', 'pdf');
  if (target.coverVector) formats.push('svg');
  if (target.videos.length > 0) formats.push('video');
  if (target.pictures.length > 0) formats.push('sub');
  if (target.picturesVector) formats.push('subZip');
  if (detail && formats.length > 0) formats.push('zip');
  return formats;
}

/** Is this asset key (format or "picN") something the item has? `zip` counts as offered wherever an item has anything. */
export function hasAsset(target: DownloadTarget, asset: string): boolean {
  const picture = PICTURE_ASSET.exec(asset);
  if (picture) return Number(picture[1]) <= target.pictures.length;
  return offeredFormats(target, true).includes(asset as DownloadFormat);
}

/** Refusing an archive is refusing the atlas; refusing one file is refusing the detail content. */
export const isAtlasAsset = (asset: string) => asset === 'pic' || (ARCHIVE_FORMATS as readonly string[]).includes(asset);

export const titleOf = (target: DownloadTarget, locale: 'zh' | 'en') => (locale === 'en' ? target.titleEn : target.titleZh);

/** The name an asset is saved under: "{title}-{id}.jpg", attached pictures "{title}-{id}-{n}.jpg". */
export function assetName(target: DownloadTarget, asset: string, locale: 'zh' | 'en' = 'zh', mime?: string): string {
  const title = titleOf(target, locale);
  const picture = PICTURE_ASSET.exec(asset);
  if (picture) return assetFileName(title, target.id, 'jpg', `-${picture[1]}`);
  if (asset === 'video') return assetFileName(title, target.id, mime === 'video/webm' ? 'webm' : 'mp4');
  return assetFileName(title, target.id, FORMAT_INFO[asset as DownloadFormat].extension);
}

export const pictureAssets = (target: DownloadTarget) => target.pictures.map((_, index) => pictureAsset(index + 1));
