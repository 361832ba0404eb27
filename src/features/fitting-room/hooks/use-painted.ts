import { useEffect, useState } from 'react';
import { restyleGarment } from '../../../workers/fitting';
import type { LookGarment, LookPaint } from '../look';

/** Painted garments by source and paint: object URLs of PNGs made once per page session. */
const painted = new Map<string, Promise<string>>();
const keyOf = (src: string, paint: LookPaint) => `${src}\n${JSON.stringify(paint)}`;

async function blobOf(src: string): Promise<Blob> {
  const response = await fetch(src);
  if (!response.ok) throw new Error(`${src}: ${response.status}`);
  return response.blob();
}

function paint(src: string, look: LookPaint): Promise<string> {
  const key = keyOf(src, look);
  let url = painted.get(key);
  if (!url) {
    url = (async () => {
      const garment = await blobOf(src);
      const job =
        look.kind === 'colour'
          ? restyleGarment(garment, { kind: 'colour', hex: look.hex })
          : restyleGarment(garment, { kind: 'pattern', pattern: await blobOf(look.src), scale: look.scale, angle: look.angle });
      return URL.createObjectURL(await job);
    })();
    url.catch(() => painted.delete(key));
    painted.set(key, url);
  }
  return url;
}

/**
 * What each garment shows: its cut-out, or the cut-out repainted in the fitting worker (the
 * previous picture stays until the new one is ready). `busy` while a garment waits for its paint.
 */
export function usePainted(garments: LookGarment[]) {
  const [urls, setUrls] = useState<Map<string, string>>(new Map());
  const wanted = garments.map((garment) => (garment.paint ? keyOf(garment.src, garment.paint) : null)).join('|');

  useEffect(() => {
    let live = true;
    for (const garment of garments) {
      if (!garment.paint) continue;
      const key = keyOf(garment.src, garment.paint);
      if (urls.get(garment.id + key)) continue;
      void paint(garment.src, garment.paint)
        .then((url) => live && setUrls((known) => new Map(known).set(garment.id, url).set(garment.id + key, url)))
        .catch((error: unknown) => console.error('garment not painted', error));
    }
    return () => {
      live = false;
    };
  }, [wanted]); // eslint-disable-line react-hooks/exhaustive-deps -- repaint when a source or paint changes

  const srcOf = (garment: LookGarment) => {
    if (!garment.paint) return garment.src;
    return urls.get(garment.id + keyOf(garment.src, garment.paint)) ?? urls.get(garment.id) ?? garment.src;
  };
  const busy = garments.some((garment) => garment.paint && !urls.has(garment.id + keyOf(garment.src, garment.paint)));
  return { srcOf, busy };
}
