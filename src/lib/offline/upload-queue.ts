import { STATUS, type Envelope } from '../../shared/contract/envelope';
import { userCacheNames } from '../../shared/sync/cache-names';
import { newUploadId, uploadUrl } from '../../shared/uploads';
import type { PendingUpload, UserDb } from './db';
import type { FlushResult } from './sync-engine';

/** How one PUT /api/uploads/:id went. */
export type UploadOutcome = { kind: 'ok' } | Exclude<FlushResult, { kind: 'done' }>;
export type UploadSender = (upload: PendingUpload) => Promise<UploadOutcome>;

/** Large pictures on a slow network: longer than a data call's 20 s. */
const TIMEOUT_MS = 120_000;

/** PUT /api/uploads/:id from the page, mapped like a sync push (transport.ts). */
export function httpUpload(fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): UploadSender {
  return async (upload) => {
    let response: Response;
    try {
      response = await fetchImpl(`/api/uploads/${upload.id}`, {
        method: 'PUT',
        headers: { 'Content-Type': upload.mime || 'application/octet-stream' },
        credentials: 'same-origin',
        body: upload.bytes,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      return { kind: 'retry', reason: error instanceof Error ? error.message : 'network error' };
    }
    const body = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    if (response.ok && body?.status === STATUS.ok) return { kind: 'ok' };
    if (response.status === 401 || body?.status === STATUS.displaced) return { kind: 'signedOut', status: body?.status ?? STATUS.notLoggedIn, message: body?.msg ?? '' };
    if (!body || response.status >= 500 || response.status === 408) return { kind: 'retry', reason: `HTTP ${response.status}` };
    return { kind: 'refused', status: response.status, message: body.msg };
  };
}

/**
 * The member's pictures made on this device (image-tool results saved to my works), kept in
 * IndexedDB until the server has them under the id made here, so a save offline survives reloads
 * and reaches the server exactly once (the server stores an id once). Until then the picture is
 * also in the member's packs cache under its /media URL: the service worker shows it from there,
 * offline and before the upload.
 */
export class UploadQueue {
  constructor(
    private readonly db: UserDb,
    private readonly send: UploadSender,
    private readonly cacheStorage: CacheStorage | undefined = globalThis.caches,
  ) {}

  /** Keeps a picture (already decoded once: its size is known) for upload; returns its media id (its URL is uploadUrl(id)). */
  async add(picture: Blob, size: { width: number; height: number }): Promise<string> {
    const id = newUploadId();
    await this.db.uploads.add({ id, bytes: await picture.arrayBuffer(), mime: picture.type, ...size, createdAt: Date.now() });
    if (this.cacheStorage) {
      const cache = await this.cacheStorage.open(userCacheNames(this.db.userId).packs);
      await cache.put(new URL(uploadUrl(id), location.origin).href, new Response(picture, { headers: { 'Content-Type': picture.type } }));
    }
    return id;
  }

  /**
   * Uploads the waiting pictures, oldest first. A refusal is kept with its reason (the member
   * sees it) and does not hold the others back; no network, a 5xx or a lost session stops here
   * and the scheduler tries again later.
   */
  async flush(): Promise<FlushResult> {
    const waiting = (await this.db.uploads.orderBy('createdAt').toArray()).filter((upload) => !upload.error);
    for (const upload of waiting) {
      const outcome = await this.send(upload);
      if (outcome.kind === 'ok') await this.db.uploads.delete(upload.id);
      else if (outcome.kind === 'refused') await this.db.uploads.update(upload.id, { error: outcome.message });
      else return outcome;
    }
    return { kind: 'done' };
  }

  /** Tries refused pictures again (after the day's budget renewed, say). */
  async retryRefused(): Promise<void> {
    await this.db.uploads.toCollection().modify((upload) => void delete upload.error);
  }

  /** Gives up a refused picture for good. */
  drop(id: string): Promise<void> {
    return this.db.uploads.delete(id);
  }
}
