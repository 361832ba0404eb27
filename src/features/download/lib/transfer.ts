import { CANVAS_JPEG_QUALITY } from '../../../shared/download/limits';
import { bulkZipUrl } from '../../../shared/download/types';
import type { PictureFileType } from '../../../shared/download/formats';
import { CanvasError, FileLoadError, PackServerError, PackTimeoutError, RefusedError } from './errors';

/** An envelope the server answered with instead of the file: {status, data, msg}. */
async function refusalOf(body: Blob | Response): Promise<RefusedError | null> {
  try {
    const parsed = JSON.parse(await body.text()) as { status?: unknown; msg?: unknown };
    return typeof parsed.status === 'number' && typeof parsed.msg === 'string' && parsed.msg ? new RefusedError(parsed.status, parsed.msg) : null;
  } catch {
    return null;
  }
}

/** GET a file as a Blob, reporting progress from Content-Length when the server gives one. */
export async function fetchFile(url: string, onProgress?: (fraction: number) => void): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch (error) {
    throw new FileLoadError(`network: ${String(error)}`);
  }
  if (!response.ok) {
    const isEnvelope = response.headers.get('content-type')?.includes('application/json');
    throw (isEnvelope && (await refusalOf(response))) || new FileLoadError(`HTTP ${response.status}`);
  }
  const type = response.headers.get('content-type') ?? '';
  const total = Number(response.headers.get('content-length'));
  if (!response.body || !onProgress || !total) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received / total);
    }
  } catch (error) {
    throw new FileLoadError(`interrupted: ${String(error)}`);
  }
  return new Blob(chunks as BlobPart[], { type });
}

/** Spec §4 canvas mode: the picture goes through an <img> and a canvas, re-encoded (JPEG 0.85 or PNG). */
export async function canvasFile(url: string, type: PictureFileType): Promise<Blob> {
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  try {
    await image.decode();
  } catch {
    throw new FileLoadError(`image failed to load: ${url}`);
  }
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context || typeof canvas.toBlob !== 'function') throw new CanvasError('no 2d canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  context.drawImage(image, 0, 0);
  const mime = type === 'png' ? 'image/png' : 'image/jpeg';
  const blob = await new Promise<Blob | null>((resolve) => {
    try {
      canvas.toBlob(resolve, mime, CANVAS_JPEG_QUALITY);
    } catch {
      resolve(null);
    }
  });
  if (!blob) throw new CanvasError('toBlob failed');
  return blob;
}

/** Spec §7 bulk download: GET /download/src/mul as a Blob, with the spec's packing timeout. */
export function serverZip(ids: number[], timeoutMs: number, onProgress: (fraction: number) => void): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('GET', bulkZipUrl(ids));
    request.responseType = 'blob';
    request.timeout = timeoutMs;
    request.withCredentials = true;
    request.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.ontimeout = () => reject(new PackTimeoutError());
    request.onerror = () => reject(new PackServerError('connection failed'));
    request.onload = async () => {
      const body = request.response as Blob;
      if (request.status === 200) return resolve(body);
      if (request.status === 504) return reject(new PackTimeoutError());
      const refusal = request.status < 500 ? await refusalOf(body) : null;
      reject(refusal ?? new PackServerError(`HTTP ${request.status}`));
    };
    request.send();
  });
}

/** Hands a Blob to the browser as a download under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  if (!('download' in link)) {
    window.open(url, '_blank', 'noopener');
  } else {
    link.href = url;
    link.download = name;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  }
  // Long enough for the browser to have taken the bytes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The server's attachment, fetched by the browser itself (no Blob of ours involved). */
export function openUrl(url: string): void {
  window.location.assign(url);
}

/**
 * iPad home-screen app: called from the Save/Share button's own tap (a share started after a
 * slow zip would have lost the user activation). Shares the file, else opens it.
 */
export async function shareOrOpen(blob: Blob, name: string): Promise<void> {
  const file = new File([blob], name, { type: blob.type || 'application/octet-stream' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: name });
      return;
    } catch (error) {
      // The user closed the share sheet: nothing to do.
      if ((error as Error).name === 'AbortError') return;
    }
  }
  const url = URL.createObjectURL(file);
  if (!window.open(url, '_blank')) window.location.assign(url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
