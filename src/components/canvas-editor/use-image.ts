import { useEffect, useState } from 'react';

const loaded = new Map<string, HTMLImageElement>();

/** An image element for Konva, loaded once per URL (same-origin /media, so the canvas stays exportable). */
export function useCanvasImage(src: string): HTMLImageElement | null {
  const [image, setImage] = useState<HTMLImageElement | null>(() => loaded.get(src) ?? null);
  useEffect(() => {
    const known = loaded.get(src);
    if (known) {
      setImage(known);
      return;
    }
    let live = true;
    const element = new window.Image();
    element.crossOrigin = 'anonymous';
    element.onload = () => {
      loaded.set(src, element);
      if (live) setImage(element);
    };
    element.src = src;
    return () => {
      live = false;
    };
  }, [src]);
  return image;
}
