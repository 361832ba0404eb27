import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Db } from '../db/db';
import type { MediaStore } from '../media/store';
import { FORMAT_INFO, type DownloadFormat } from '../../src/shared/download/formats';
import { PICTURE_ASSET } from '../../src/shared/download/types';
import { jpegToPdf } from './pdf';
import { assetName, titleOf, type DownloadTarget } from './targets';
import { bufferEntry, zipToBuffer, type ZipStreamEntry } from './zip-stream';
import { imageRenders } from '../media/image-renders';

/** A file ready to be served: where its bytes are and what to call it. */
export interface AssetFile {
  key: string;
  mime: string;
  bytes: number;
  name: string;
}

/** Pixel-flood guard (reliability checklist E1) for every decode. */
const SHARP_INPUT = { limitInputPixels: 40_000_000 } as const;

interface StoredRow {
  storage_key: string;
  mime: string;
  bytes: number;
}

/**
 * Finds or makes the file behind an asset. Originals (the cover JPEG, attached pictures, videos,
 * vector drawings) are served from where they are; everything else (CMYK jpeg, png, tiff, pdf,
 * archives) is rendered on first request, stored in the media store and recorded in
 * download_files, so later downloads stream a finished file.
 */
export class DownloadFiles {
  private readonly inflight = new Map<string, Promise<Omit<AssetFile, 'name'>>>();

  constructor(
    private readonly db: Db,
    private readonly media: MediaStore,
  ) {}

  async resolve(target: DownloadTarget, asset: string, locale: 'zh' | 'en' = 'zh'): Promise<AssetFile> {
    const name = (mime?: string) => assetName(target, asset, locale, mime);
    const original = await this.originalOf(target, asset);
    if (original) return { key: original.storage_key, mime: original.mime, bytes: original.bytes, name: name(original.mime) };

    const flightKey = `${target.id}/${asset}`;
    let flight = this.inflight.get(flightKey);
    if (!flight) {
      flight = this.storedOrRender(target, asset).finally(() => this.inflight.delete(flightKey));
      this.inflight.set(flightKey, flight);
    }
    const stored = await flight;
    return { ...stored, name: name(stored.mime) };
  }

  /** Opens a file's bytes. */
  open(file: AssetFile): Promise<Readable> {
    return this.media.read(file.key);
  }

  /** Files served as they are stored: no copy, no rendering. */
  private async originalOf(target: DownloadTarget, asset: string): Promise<StoredRow | null> {
    const picture = PICTURE_ASSET.exec(asset);
    const mediaId =
      asset === 'jpg' && target.coverMime === 'image/jpeg'
        ? target.cover
        : picture
          ? target.pictures[Number(picture[1]) - 1]
          : asset === 'video'
            ? target.videos[0]
            : undefined;
    if (mediaId) {
      const [row] = await this.db.query<StoredRow>('SELECT storage_key, mime, bytes FROM media WHERE id = $1', [mediaId]);
      // A non-JPEG attached picture is converted like a non-JPEG cover.
      if (row && (asset === 'video' || row.mime === 'image/jpeg')) return row;
      return null;
    }
    if (asset === 'svg') return this.vectorOf(target.cover);
    return null;
  }

  private async vectorOf(mediaId: string): Promise<StoredRow | null> {
    const [row] = await this.db.query<StoredRow>('SELECT storage_key, mime, bytes FROM download_sources WHERE media_id = $1', [mediaId]);
    return row ?? null;
  }

  private async storedOrRender(target: DownloadTarget, asset: string): Promise<Omit<AssetFile, 'name'>> {
    const [row] = await this.db.query<StoredRow & { media_id: string }>(
      `SELECT f.media_id, m.storage_key, m.mime, m.bytes FROM download_files f JOIN media m ON m.id = f.media_id
        WHERE f.item_id = $1 AND f.asset = $2`,
      [target.id, asset],
    );
    if (row && (await this.media.size(row.storage_key)) !== null) return { key: row.storage_key, mime: row.mime, bytes: row.bytes };
    if (row) await this.db.query('DELETE FROM download_files WHERE item_id = $1 AND asset = $2', [target.id, asset]);

    // Archives only gather files that are themselves rendered under the bound: bounding them too could deadlock.
    const archive = asset === 'sub' || asset === 'subZip' || asset === 'zip';
    const { data, mime } = archive ? await this.render(target, asset) : await imageRenders.run(() => this.render(target, asset));
    return this.store(target, asset, data, mime);
  }

  private async store(target: DownloadTarget, asset: string, data: Buffer, mime: string): Promise<Omit<AssetFile, 'name'>> {
    const suffix = randomBytes(6).toString('hex');
    const extension = PICTURE_ASSET.test(asset) ? 'jpg' : FORMAT_INFO[asset as DownloadFormat].extension;
    const key = `dl/${String(target.id % 100).padStart(2, '0')}/${target.id}-${asset.toLowerCase()}-${suffix}.${extension}`;
    const mediaId = `dl${randomBytes(7).toString('hex')}`;
    await this.media.put(key, data);
    const won = await this.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO media (id, kind, mime, bytes, storage_key) VALUES ($1, 'file', $2, $3, $4)`, [mediaId, mime, data.length, key]);
      const inserted = await tx.query('INSERT INTO download_files (item_id, asset, media_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING media_id', [
        target.id,
        asset,
        mediaId,
      ]);
      if (inserted.length === 0) await tx.query('DELETE FROM media WHERE id = $1', [mediaId]);
      return inserted.length > 0;
    });
    if (won) return { key, mime, bytes: data.length };
    // Another server rendered the same file at the same moment: keep theirs.
    await this.media.remove(key);
    return this.storedOrRender(target, asset);
  }

  private async render(target: DownloadTarget, asset: string): Promise<{ data: Buffer; mime: string }> {
    const picture = PICTURE_ASSET.exec(asset);
    if (picture) {
      return { data: await sharp(await this.readMedia(target.pictures[Number(picture[1]) - 1]!), SHARP_INPUT).jpeg({ quality: 90 }).toBuffer(), mime: 'image/jpeg' };
    }
    const format = asset as DownloadFormat;
    const mime = FORMAT_INFO[format].mime;
    switch (format) {
      case 'jpg':
        return { data: await sharp(await this.readMedia(target.cover), SHARP_INPUT).jpeg({ quality: 90, chromaSubsampling: '4:4:4' }).toBuffer(), mime };
      case 'jpeg':
        // The print version: CMYK, for designers sending a picture to a printer.
        return {
          data: await sharp(await this.readMedia(target.cover), SHARP_INPUT).toColourspace('cmyk').jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer(),
          mime,
        };
      case 'png':
        return { data: await sharp(await this.bestSource(target), SHARP_INPUT).png({ compressionLevel: 6 }).toBuffer(), mime };
      case 'tiff':
        return { data: await sharp(await this.bestSource(target), SHARP_INPUT).tiff({ compression: 'lzw' }).toBuffer(), mime };
      case 'pdf':
        return { data: await this.pdfOf(target), mime };
      case 'sub':
      case 'subZip':
      case 'zip':
        return { data: await zipToBuffer(await this.archiveEntries(target, format)), mime };
      default:
        throw new Error(`No renderer for ${asset}`);
    }
  }

  /** Lossless formats start from the vector drawing when there is one, else from the original. */
  private async bestSource(target: DownloadTarget): Promise<Buffer> {
    const vector = await this.vectorOf(target.cover);
    return vector ? this.readKey(vector.storage_key) : this.readMedia(target.cover);
  }

  private async pdfOf(target: DownloadTarget): Promise<Buffer> {
    const original = await this.readMedia(target.cover);
    const meta = await sharp(original, SHARP_INPUT).metadata();
    // JPEG goes in untouched; anything else becomes a JPEG first.
    const jpeg = meta.format === 'jpeg' && (meta.channels === 1 || meta.channels === 3) ? original : await sharp(original, SHARP_INPUT).jpeg({ quality: 92 }).toBuffer();
    const { width, height, channels } = meta.format === 'jpeg' ? meta : await sharp(jpeg).metadata();
    return jpegToPdf({ jpeg, width: width!, height: height!, components: channels === 1 ? 1 : 3 }, titleOf(target, 'zh'));
  }

  /** sub: attached pictures; subZip: their vector drawings; zip: everything the item has. */
  private async archiveEntries(target: DownloadTarget, format: 'sub' | 'subZip' | 'zip'): Promise<ZipStreamEntry[]> {
    const pictures = target.pictures.map((_, index) => `pic${index + 1}`);
    const fileEntry = async (asset: string): Promise<ZipStreamEntry> => {
      const file = await this.resolve(target, asset);
      return { name: file.name, open: () => this.open(file) };
    };
    if (format === 'sub') return Promise.all(pictures.map(fileEntry));
    if (format === 'subZip') {
      return Promise.all(
        target.pictures.map(async (mediaId, index) => {
          const vector = (await this.vectorOf(mediaId))!;
          return bufferEntry(assetName(target, `pic${index + 1}`).replace(/\.jpg$/, '.svg'), await this.readKey(vector.storage_key));
        }),
      );
    }
    const own = (['jpg', 'pdf', 'svg', 'video'] as const).filter((asset) => asset !== 'svg' || target.coverVector).filter((asset) => asset !== 'video' || target.videos.length > 0);
    return Promise.all([...own, ...pictures].map(fileEntry));
  }

  private async readMedia(mediaId: string): Promise<Buffer> {
    const [row] = await this.db.query<{ storage_key: string }>('SELECT storage_key FROM media WHERE id = $1', [mediaId]);
    if (!row) throw new Error(`Media ${mediaId} is missing`);
    return this.readKey(row.storage_key);
  }

  private async readKey(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.media.read(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
}
