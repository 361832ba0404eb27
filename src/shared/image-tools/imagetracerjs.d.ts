// imagetracerjs 1.2.6 (Unlicense) ships no types: the part the vector tool calls.
declare module 'imagetracerjs' {
  export interface TraceOptions {
    ltres?: number;
    qtres?: number;
    pathomit?: number;
    rightangleenhance?: boolean;
    colorsampling?: 0 | 1 | 2;
    numberofcolors?: number;
    mincolorratio?: number;
    colorquantcycles?: number;
    layering?: 0 | 1;
    strokewidth?: number;
    linefilter?: boolean;
    scale?: number;
    roundcoords?: number;
    viewbox?: boolean;
    desc?: boolean;
    blurradius?: number;
    blurdelta?: number;
  }
  export interface ImageDataLike {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  export interface Rgba {
    r: number;
    g: number;
    b: number;
    a: number;
  }
  /** Colour indices with a one-pixel border (height + 2 rows of width + 2). */
  export interface Indexed {
    array: number[][];
    palette: Rgba[];
  }
  export interface TraceData {
    layers: unknown[][];
    palette: Rgba[];
    width: number;
    height: number;
  }
  interface ImageTracer {
    checkoptions(options: TraceOptions): Required<TraceOptions>;
    colorquantization(image: ImageDataLike, options: Required<TraceOptions>): Indexed;
    layeringstep(indexed: Indexed, colour: number): number[][];
    pathscan(layer: number[][], pathomit: number): unknown;
    internodes(paths: unknown, options: Required<TraceOptions>): unknown;
    batchtracepaths(internodes: unknown, ltres: number, qtres: number): unknown[];
    getsvgstring(data: TraceData, options: Required<TraceOptions>): string;
  }
  const tracer: ImageTracer;
  export default tracer;
}
