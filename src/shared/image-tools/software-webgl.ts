/**
 * Whether a WebGL renderer string names a rasteriser that runs on the CPU: Chromium's SwiftShader
 * (a blocklisted GPU, a virtual machine, a remote desktop, a headless browser), Mesa's llvmpipe and
 * softpipe, Windows' Basic Render Driver. TensorFlow.js's WebGL backend there emulates a GPU on the
 * CPU: ESRGAN enlarged a 96-pixel swatch in 6.9 CPU-s on SwiftShader, about twenty times its cost
 * on the WebAssembly backend, which the learned tools then use instead.
 */
export function isSoftwareRenderer(renderer: string): boolean {
  return /SwiftShader|llvmpipe|softpipe|Software Rasterizer|Basic Render Driver/i.test(renderer);
}
