import { FIGURE_PAGE } from './figures';

export interface PlacedPicture {
  src: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Degrees, clockwise, about the top-left corner (as the canvas editor draws nodes). */
  rotation: number;
}

const load = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`picture not loaded: ${src}`));
    image.src = src;
  });

/** The look as a PNG at `scale` × the figure page (white ground, pictures bottom first). */
export async function lookPng(pictures: PlacedPicture[], scale = 2): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = FIGURE_PAGE.width * scale;
  canvas.height = FIGURE_PAGE.height * scale;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#FFFFFF';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.scale(scale, scale);
  const images = await Promise.all(pictures.map((picture) => load(picture.src)));
  pictures.forEach((picture, index) => {
    context.save();
    context.translate(picture.x, picture.y);
    context.rotate((picture.rotation * Math.PI) / 180);
    context.drawImage(images[index]!, 0, 0, picture.w, picture.h);
    context.restore();
  });
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG not encoded'))), 'image/png'));
}
