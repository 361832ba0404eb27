/** The viewer's lighting presets (kept out of the three.js chunk: the page's buttons use them). */
export const LIGHTING_PRESETS = ['studio', 'daylight', 'dramatic'] as const;
export type LightingPreset = (typeof LIGHTING_PRESETS)[number];

/** WebGL available? Asked before any Canvas is created (the no-WebGL page shows pictures instead). */
export function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return Boolean(gl);
  } catch {
    return false;
  }
}
