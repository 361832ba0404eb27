import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer } from './software-webgl';

describe('software WebGL renderers (the learned tools skip WebGL there)', () => {
  it('recognises CPU rasterisers by their renderer strings', () => {
    for (const renderer of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'Google SwiftShader',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'Mesa softpipe',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
    ]) {
      expect(isSoftwareRenderer(renderer), renderer).toBe(true);
    }
  });

  it('takes GPUs and hidden renderers for hardware', () => {
    for (const renderer of ['Apple GPU', 'ANGLE (Apple, ANGLE Metal Renderer: Apple M2, Unspecified Version)', 'Mali-G78', 'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)', 'WebKit WebGL', '']) {
      expect(isSoftwareRenderer(renderer), renderer).toBe(false);
    }
  });
});
