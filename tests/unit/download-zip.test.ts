import { unzipSync, Unzip, UnzipInflate } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipToSink, type ZipInput } from '../../src/workers/zip-core';
import { zipWorkerApi } from '../../src/workers/zip-api';

function bytes(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) out[i] = (i * 31 + seed * 7) % 251;
  return out;
}

/** Byte equality through Buffer.compare: a deep equal over 100 000 elements takes seconds. */
const sameBytes = (a: Uint8Array | undefined, b: Uint8Array) => a !== undefined && Buffer.from(a).equals(Buffer.from(b));

async function pack(inputs: ZipInput[], options: Parameters<typeof zipToSink>[2] = {}) {
  const chunks: Uint8Array[] = [];
  const written = await zipToSink(inputs, (chunk) => void chunks.push(chunk.slice()), options);
  const archive = new Uint8Array(written);
  let offset = 0;
  for (const chunk of chunks) {
    archive.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return archive;
}

/** Compression method of every entry, read by a second, independent zip reader. */
function compressionOf(archive: Uint8Array): Record<string, number> {
  const methods: Record<string, number> = {};
  const unzip = new Unzip((file) => {
    methods[file.name] = file.compression;
  });
  unzip.register(UnzipInflate);
  unzip.push(archive, true);
  return methods;
}

describe('zip worker packing (jszip, streamed)', () => {
  it('puts every file into images/ with its exact bytes', async () => {
    const a = bytes(100_000, 1);
    const b = bytes(70_000, 2);
    const archive = await pack([
      { name: '春夏-1.jpg', data: a },
      { name: 'look-2.png', data: b },
    ]);
    const entries = unzipSync(archive);
    expect(Object.keys(entries).sort()).toEqual(['images/look-2.png', 'images/春夏-1.jpg']);
    expect(sameBytes(entries['images/春夏-1.jpg'], a)).toBe(true);
    expect(sameBytes(entries['images/look-2.png'], b)).toBe(true);
  });

  it('stores compressed pictures as they are and deflates the rest', async () => {
    const text = new TextEncoder().encode('<svg>'.padEnd(20_000, 'a') + '</svg>');
    const archive = await pack([
      { name: 'a.jpg', data: bytes(20_000, 3) },
      { name: 'b.svg', data: text },
    ]);
    expect(compressionOf(archive)).toEqual({ 'images/a.jpg': 0, 'images/b.svg': 8 });
    expect(unzipSync(archive)['images/b.svg']).toEqual(text);
  });

  it('renames duplicates instead of overwriting them', async () => {
    const archive = await pack([
      { name: 'x.jpg', data: bytes(10, 1) },
      { name: 'x.jpg', data: bytes(10, 2) },
    ]);
    const entries = unzipSync(archive);
    expect(entries['images/x.jpg']).toEqual(bytes(10, 1));
    expect(entries['images/x(1).jpg']).toEqual(bytes(10, 2));
  });

  it('reports progress that rises to 1 and takes the input array over', async () => {
    const seen: number[] = [];
    const inputs = [
      { name: 'a.jpg', data: bytes(200_000, 1) },
      { name: 'b.jpg', data: bytes(200_000, 2) },
    ];
    await pack(inputs, { onProgress: (fraction) => seen.push(fraction) });
    expect(seen.at(-1)).toBe(1);
    expect(seen.every((value, i) => i === 0 || value >= seen[i - 1]!)).toBe(true);
    expect(seen.some((value) => value > 0 && value < 1)).toBe(true);
    expect(inputs).toHaveLength(0);
  });

  it('waits for a slow sink (backpressure) and still produces a valid archive', async () => {
    const chunks: Uint8Array[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    // jszip pauses between its own ticks: a header and a chunk or two may still arrive together.
    await zipToSink([{ name: 'a.jpg', data: bytes(300_000, 4) }], async (chunk) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 0));
      chunks.push(chunk.slice());
      inFlight--;
    });
    expect(chunks.length).toBeGreaterThan(15);
    expect(maxInFlight).toBeLessThanOrEqual(4);
    const archive = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
    chunks.reduce((offset, c) => (archive.set(c, offset), offset + c.byteLength), 0);
    expect(sameBytes(unzipSync(archive)['images/a.jpg'], bytes(300_000, 4))).toBe(true);
  });

  it('stops when aborted and when the sink fails', async () => {
    const controller = new AbortController();
    const aborted = zipToSink([{ name: 'a.jpg', data: bytes(500_000, 5) }], () => controller.abort(new Error('user cancelled')), {
      signal: controller.signal,
    });
    await expect(aborted).rejects.toThrow('user cancelled');
    await expect(zipToSink([{ name: 'a.jpg', data: bytes(10, 5) }], () => { throw new Error('disk full'); })).rejects.toThrow('disk full');
  });

  it('answers the worker API with a zip Blob', async () => {
    const a = bytes(5_000_000, 6);
    const progress: number[] = [];
    const blob = await zipWorkerApi.zip([{ name: 'a.jpg', data: a.slice().buffer }], (f) => progress.push(f));
    expect(blob.type).toBe('application/zip');
    expect(sameBytes(unzipSync(new Uint8Array(await blob.arrayBuffer()))['images/a.jpg'], a)).toBe(true);
    expect(progress.at(-1)).toBe(1);
    // Whole percents only, not one message per chunk.
    expect(progress.length).toBeLessThanOrEqual(101);
  });
});
