/**
 * Limits of the on-device image tools (issue #13). The largest canvas iPad Safari will encode is
 * 4096 × 4096 (16.7 megapixels); results stay within it so a download never fails on an iPad.
 */
export const MIN_SIDE = 8;
/** Largest picture accepted: a 50-megapixel photo still decodes in a worker without the tab crashing. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Largest result of an enlargement (iPad Safari's canvas area limit). */
export const MAX_OUTPUT_PIXELS = 4096 * 4096;
/** Longest side a picture is traced at: imagetracer's time grows with the area. */
export const TRACE_MAX_SIDE = 1200;

/** Why a picture cannot be processed; each has a message in the imageTools dictionary. */
export type ImageProblem = 'notImage' | 'decode' | 'heic' | 'tooSmall' | 'tooLarge' | 'outputTooLarge' | 'canvas';

const PREFIX = 'image-tools:';

/** An error that crosses Comlink intact (message only) and names its problem. */
export function imageError(problem: ImageProblem): Error {
  return new Error(PREFIX + problem);
}

/** The problem an error from the worker names, or null for anything else (a crash, a bug). */
export function problemOf(error: unknown): ImageProblem | null {
  const message = error instanceof Error ? error.message : String(error);
  const at = message.indexOf(PREFIX);
  return at >= 0 ? (message.slice(at + PREFIX.length).split(/\s/)[0] as ImageProblem) : null;
}

/** Checks a picture's size before (from its header) and after decoding. */
export function checkInputSize(width: number, height: number): void {
  if (width < MIN_SIDE || height < MIN_SIDE) throw imageError('tooSmall');
  if (width * height > MAX_INPUT_PIXELS) throw imageError('tooLarge');
}

/** The largest enlargement factor among `scales` whose result fits MAX_OUTPUT_PIXELS, or 0. */
export function largestScale(width: number, height: number, scales: readonly number[]): number {
  return Math.max(0, ...scales.filter((scale) => width * height * scale * scale <= MAX_OUTPUT_PIXELS));
}
