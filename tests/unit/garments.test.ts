import { describe, expect, it } from 'vitest';
import { buildGarment, garmentGlb, gltfIo } from '../../scripts/generate-garments';
import { GARMENT_KINDS } from '../../src/shared/d3d';

/**
 * The 3D garment generator (issue #15 item 1): every garment has normals and UVs in [0, 1], a
 * sensible vertex count, and becomes a meshopt-compressed GLB of at most 1 MB that glTF-Transform
 * reads back (decoding meshopt) with the same vertex count and its UVs.
 */
describe.each(GARMENT_KINDS)('%s', (kind) => {
  it('has a watertight index list, unit normals and UVs', () => {
    const mesh = buildGarment(kind);
    const vertices = mesh.positions.length / 3;
    expect(vertices).toBeGreaterThan(5_000);
    expect(vertices).toBeLessThan(60_000);
    expect(mesh.normals.length).toBe(mesh.positions.length);
    expect(mesh.uvs.length).toBe(vertices * 2);
    expect(mesh.indices.length % 3).toBe(0);
    expect(mesh.indices.reduce((max, i) => Math.max(max, i), 0)).toBeLessThan(vertices);
    expect(mesh.uvs.every((v) => v >= 0 && v <= 1)).toBe(true);
    for (let i = 0; i < mesh.normals.length; i += 3 * 97) {
      expect(Math.hypot(mesh.normals[i]!, mesh.normals[i + 1]!, mesh.normals[i + 2]!)).toBeCloseTo(1, 3);
    }
  });

  it('writes a meshopt-compressed GLB ≤ 1 MB that parses back with UVs', async () => {
    const mesh = buildGarment(kind);
    const glb = await garmentGlb(kind, mesh);
    expect(glb.length).toBeLessThanOrEqual(1024 * 1024);
    const doc = await (await gltfIo()).readBinary(glb);
    expect(doc.getRoot().listExtensionsUsed().map((e) => e.extensionName)).toContain('EXT_meshopt_compression');
    const [primitive] = doc.getRoot().listMeshes()[0]!.listPrimitives();
    const uv = primitive!.getAttribute('TEXCOORD_0')!;
    expect(uv).not.toBeNull();
    expect(primitive!.getAttribute('NORMAL')).not.toBeNull();
    // Welded by reorder (seams share positions but not UVs): at most the source's vertex count.
    const count = primitive!.getAttribute('POSITION')!.getCount();
    expect(count).toBeGreaterThan(mesh.positions.length / 3 / 2);
    expect(count).toBeLessThanOrEqual(mesh.positions.length / 3);
    expect(uv.getCount()).toBe(count);
    expect(primitive!.getIndices()!.getCount()).toBe(mesh.indices.length);
  });
});
