import ImageTracer, { type TraceData, type TraceOptions } from 'imagetracerjs';
import type { Raster } from './raster';

export type VectorPreset = 'logo' | 'print' | 'pattern';

export interface VectorOptions {
  preset: VectorPreset;
  /** Number of colours of the result (2–64). */
  colours: number;
  /** 0 (follow every pixel step) … 10 (long smooth curves, small specks dropped). */
  smoothing: number;
}

/** Defaults of each preset: a logo has few flat colours and straight corners; a print many colours; a pattern soft repeats. */
export const VECTOR_PRESETS: Record<VectorPreset, { colours: number; smoothing: number; pathomit: number; rightangleenhance: boolean }> = {
  logo: { colours: 6, smoothing: 3, pathomit: 8, rightangleenhance: true },
  print: { colours: 24, smoothing: 2, pathomit: 4, rightangleenhance: false },
  pattern: { colours: 12, smoothing: 5, pathomit: 12, rightangleenhance: false },
};

/** imagetracer's options for a preset with the user's colour count and smoothing. */
export function traceOptions({ preset, colours, smoothing }: VectorOptions): Required<TraceOptions> {
  const base = VECTOR_PRESETS[preset];
  const s = Math.min(10, Math.max(0, smoothing));
  return ImageTracer.checkoptions({
    numberofcolors: Math.min(64, Math.max(2, Math.round(colours))),
    colorsampling: 2, // deterministic palette: the same picture always gives the same SVG
    colorquantcycles: 3,
    ltres: 0.25 + s * 0.35,
    qtres: 0.25 + s * 0.35,
    pathomit: base.pathomit + s,
    rightangleenhance: base.rightangleenhance,
    blurradius: Math.round(s / 3),
    blurdelta: 20,
    strokewidth: 1, // a hairline of the fill colour closes the gaps between neighbouring shapes
    linefilter: s >= 5,
    roundcoords: 1,
    layering: 0,
    viewbox: true,
    desc: false,
    scale: 1,
    mincolorratio: 0,
  });
}

export interface VectorResult {
  svg: string;
  paths: number;
  colours: number;
}

/**
 * Traces a picture into an SVG, colour layer by colour layer (`onLayer` reports progress and may
 * throw to cancel). The SVG keeps the traced coordinates in its viewBox and takes `outWidth` ×
 * `outHeight` as its size, so a picture traced at reduced size still opens at its own size.
 */
export function traceToSvg(
  raster: Raster,
  options: VectorOptions,
  outWidth = raster.width,
  outHeight = raster.height,
  onLayer?: (done: number, total: number) => void,
): VectorResult {
  const opts = traceOptions(options);
  const indexed = ImageTracer.colorquantization(raster, opts);
  // Colours nothing was assigned to trace to nothing; skip them.
  const used = new Set<number>();
  for (const row of indexed.array) for (const value of row) if (value >= 0) used.add(value);
  const data: TraceData = { layers: [], palette: indexed.palette, width: raster.width, height: raster.height };
  const total = indexed.palette.length;
  for (let colour = 0; colour < total; colour++) {
    data.layers.push(
      used.has(colour) && indexed.palette[colour]!.a > 0
        ? ImageTracer.batchtracepaths(ImageTracer.internodes(ImageTracer.pathscan(ImageTracer.layeringstep(indexed, colour), opts.pathomit), opts), opts.ltres, opts.qtres)
        : [],
    );
    onLayer?.(colour + 1, total);
  }
  const traced = ImageTracer.getsvgstring(data, opts);
  const body = traced.slice(traced.indexOf('>') + 1);
  const svg =
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" version="1.1" ` +
    `viewBox="0 0 ${raster.width} ${raster.height}" width="${outWidth}" height="${outHeight}">` +
    body;
  const paths = svg.match(/<path /g)?.length ?? 0;
  return { svg, paths, colours: data.layers.filter((layer) => layer.length > 0).length };
}
