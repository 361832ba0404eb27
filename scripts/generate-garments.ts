/**
 * Generates the demo 3D garments (issue #15 item 1): parametric T-shirt, dress, trousers and
 * jacket meshes with normals and UVs, written as meshopt-compressed, quantized GLB into
 * public/models/, plus pre-rendered pictures for the library's cards and for browsers without
 * WebGL (a turntable of shaded renders from a small software rasteriser, no GPU needed).
 *
 *   node --import tsx scripts/generate-garments.ts
 *
 * Deterministic: the same code gives the same files (they are committed).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Document, Logger, NodeIO } from '@gltf-transform/core';
import { EXTMeshoptCompression, KHRMeshQuantization } from '@gltf-transform/extensions';
import { meshopt, quantize, reorder } from '@gltf-transform/functions';
import { MeshoptDecoder, MeshoptEncoder } from 'meshoptimizer';
import sharp from 'sharp';
import { COLOURWAYS, GARMENT_KINDS, TURNTABLE_FRAMES, type GarmentKind } from '../src/shared/d3d';

type Vec3 = [number, number, number];

export interface GarmentMesh {
  positions: Float32Array<ArrayBuffer>;
  normals: Float32Array<ArrayBuffer>;
  uvs: Float32Array<ArrayBuffer>;
  indices: Uint32Array<ArrayBuffer>;
}

/** A tube along a path: its centre at t ∈ [0,1], the two radii of its elliptical section, an optional twist of the section. */
interface Tube {
  centre: (t: number) => Vec3;
  /** Half-width (along the side axis) and half-depth (front–back) at t and angle θ. */
  radius: (t: number, theta: number) => [number, number];
  /** The section's side axis (perpendicular to the path); default x. */
  side?: Vec3;
  rings: number;
  segments: number;
  /** UV rectangle of this part in the shared texture space (u0, v0, u1, v1). */
  uv: [number, number, number, number];
}

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const norm = (a: Vec3): Vec3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const smooth = (t: number) => t * t * (3 - 2 * t);
/** Piecewise-linear curve through [t, value] stops, smoothed between stops. */
const curve = (stops: [number, number][]) => (t: number) => {
  if (t <= stops[0]![0]) return stops[0]![1];
  for (let i = 1; i < stops.length; i++) {
    const [t1, v1] = stops[i]!;
    const [t0, v0] = stops[i - 1]!;
    if (t <= t1) return lerp(v0, v1, smooth((t - t0) / (t1 - t0)));
  }
  return stops[stops.length - 1]![1];
};

class MeshBuilder {
  positions: number[] = [];
  uvs: number[] = [];
  indices: number[] = [];

  tube(tube: Tube): void {
    const base = this.positions.length / 3;
    const { rings, segments } = tube;
    const [u0, v0, u1, v1] = tube.uv;
    for (let r = 0; r <= rings; r++) {
      const t = r / rings;
      const c = tube.centre(t);
      const ahead = tube.centre(Math.min(1, t + 1e-3));
      const behind = tube.centre(Math.max(0, t - 1e-3));
      const axis = norm(sub(ahead, behind));
      const sideRef = tube.side ?? [1, 0, 0];
      const front = norm(cross(sideRef, axis));
      const side = norm(cross(axis, front));
      for (let s = 0; s <= segments; s++) {
        const theta = (s / segments) * Math.PI * 2;
        const [rx, rz] = tube.radius(t, theta);
        const x = Math.cos(theta) * rx;
        const z = Math.sin(theta) * rz;
        this.positions.push(c[0] + side[0] * x + front[0] * z, c[1] + side[1] * x + front[1] * z, c[2] + side[2] * x + front[2] * z);
        this.uvs.push(lerp(u0, u1, s / segments), lerp(v0, v1, t));
      }
    }
    const row = segments + 1;
    for (let r = 0; r < rings; r++) {
      for (let s = 0; s < segments; s++) {
        const a = base + r * row + s;
        const b = a + row;
        this.indices.push(a, b, a + 1, a + 1, b, b + 1);
      }
    }
  }

  build(): GarmentMesh {
    const positions = new Float32Array(this.positions);
    const indices = new Uint32Array(this.indices);
    const normals = new Float32Array(positions.length);
    for (let i = 0; i < indices.length; i += 3) {
      const [a, b, c] = [indices[i]!, indices[i + 1]!, indices[i + 2]!];
      const pa: Vec3 = [positions[a * 3]!, positions[a * 3 + 1]!, positions[a * 3 + 2]!];
      const pb: Vec3 = [positions[b * 3]!, positions[b * 3 + 1]!, positions[b * 3 + 2]!];
      const pc: Vec3 = [positions[c * 3]!, positions[c * 3 + 1]!, positions[c * 3 + 2]!];
      const n = cross(sub(pb, pa), sub(pc, pa));
      for (const v of [a, b, c]) {
        normals[v * 3]! += n[0];
        normals[v * 3 + 1]! += n[1];
        normals[v * 3 + 2]! += n[2];
      }
    }
    // Seams (first and last column of a tube share a place): same normal on both sides.
    const key = (i: number) => `${positions[i * 3]!.toFixed(5)},${positions[i * 3 + 1]!.toFixed(5)},${positions[i * 3 + 2]!.toFixed(5)}`;
    const shared = new Map<string, number[]>();
    for (let i = 0; i < positions.length / 3; i++) {
      const k = key(i);
      const list = shared.get(k);
      if (list) list.push(i);
      else shared.set(k, [i]);
    }
    for (const list of shared.values()) {
      if (list.length < 2) continue;
      const sum: Vec3 = [0, 0, 0];
      for (const i of list) for (let k = 0; k < 3; k++) sum[k]! += normals[i * 3 + k]!;
      for (const i of list) for (let k = 0; k < 3; k++) normals[i * 3 + k] = sum[k]!;
    }
    for (let i = 0; i < normals.length; i += 3) {
      const [x, y, z] = norm([normals[i]!, normals[i + 1]!, normals[i + 2]!]);
      normals[i] = x;
      normals[i + 1] = y;
      normals[i + 2] = z;
    }
    return { positions, normals, uvs: new Float32Array(this.uvs), indices };
  }
}

/** Detail: rings and segments scale with it (the jacket, the largest garment, uses the most). */
const SEGMENTS = 96;

/** A torso: shoulders at `top`, hem at `bottom` (metres, the model stands on y = 0); widths by height fraction from the top. */
function torso(mesh: MeshBuilder, top: number, bottom: number, width: (t: number) => number, depth: (t: number) => number, rings: number, neck = 0.07) {
  mesh.tube({
    centre: (t) => [0, lerp(top, bottom, t), 0],
    // A scoop at the front of the neckline: the top ring is pulled in to the neck.
    radius: (t, theta) => {
      const shoulder = smooth(Math.min(1, t / 0.08));
      const w = lerp(neck, width(t), shoulder);
      const d = lerp(neck * 0.9, depth(t), shoulder);
      // A little drape: fabric folds below the waist.
      const fold = 1 + 0.018 * Math.sin(theta * 9) * smooth(Math.max(0, (t - 0.55) / 0.45));
      return [w * fold, d * fold];
    },
    rings,
    segments: SEGMENTS,
    uv: [0, 0, 1, 0.62],
  });
}

/** A sleeve from the shoulder point outwards and down; `side` +1 right, −1 left. */
function sleeve(mesh: MeshBuilder, side: 1 | -1, shoulder: Vec3, length: number, drop: number, r0: number, r1: number, rings: number, u: [number, number]) {
  const angle = drop; // radians below horizontal
  const dir: Vec3 = [side * Math.cos(angle), -Math.sin(angle), 0];
  mesh.tube({
    centre: (t) => [shoulder[0] + dir[0] * length * t, shoulder[1] + dir[1] * length * t, shoulder[2]],
    radius: (t) => {
      const r = lerp(r0, r1, t);
      return [r * 0.95, r];
    },
    side: [0, 1, 0],
    rings,
    segments: SEGMENTS / 2,
    uv: [u[0], 0.64, u[1], 1],
  });
}

/** Builds one garment's mesh (metres, y up, front towards +z). */
export function buildGarment(kind: GarmentKind): GarmentMesh {
  const mesh = new MeshBuilder();
  switch (kind) {
    case 'tshirt': {
      torso(mesh, 1.5, 0.82, curve([[0, 0.2], [0.1, 0.215], [0.45, 0.2], [1, 0.21]]), curve([[0, 0.12], [0.3, 0.13], [1, 0.125]]), 72);
      sleeve(mesh, 1, [0.19, 1.43, 0], 0.24, 0.75, 0.075, 0.07, 24, [0, 0.5]);
      sleeve(mesh, -1, [-0.19, 1.43, 0], 0.24, 0.75, 0.075, 0.07, 24, [0.5, 1]);
      break;
    }
    case 'dress': {
      torso(
        mesh,
        1.5,
        0.35,
        curve([[0, 0.18], [0.12, 0.19], [0.28, 0.15], [0.45, 0.2], [1, 0.4]]),
        curve([[0, 0.11], [0.12, 0.13], [0.28, 0.1], [0.45, 0.16], [1, 0.34]]),
        120,
        0.08,
      );
      sleeve(mesh, 1, [0.17, 1.44, 0], 0.12, 0.9, 0.07, 0.072, 12, [0, 0.5]);
      sleeve(mesh, -1, [-0.17, 1.44, 0], 0.12, 0.9, 0.07, 0.072, 12, [0.5, 1]);
      break;
    }
    case 'trousers': {
      // Waistband and seat, then two legs.
      mesh.tube({
        centre: (t) => [0, lerp(1.08, 0.86, t), 0],
        radius: (t) => [lerp(0.17, 0.2, t), lerp(0.12, 0.14, t)],
        rings: 24,
        segments: SEGMENTS,
        uv: [0, 0, 1, 0.2],
      });
      for (const side of [1, -1] as const) {
        mesh.tube({
          centre: (t) => [side * lerp(0.095, 0.13, t), lerp(0.9, 0.04, t), lerp(0, 0.01, t)],
          radius: (t) => {
            const r = curve([[0, 0.11], [0.4, 0.082], [0.55, 0.07], [1, 0.075]])(t);
            return [r, r * 0.95];
          },
          rings: 96,
          segments: SEGMENTS * 0.75,
          uv: side === 1 ? [0, 0.2, 0.5, 1] : [0.5, 0.2, 1, 1],
        });
      }
      break;
    }
    case 'jacket': {
      torso(mesh, 1.52, 0.72, curve([[0, 0.23], [0.12, 0.24], [0.5, 0.215], [1, 0.23]]), curve([[0, 0.14], [0.3, 0.15], [1, 0.15]]), 120, 0.085);
      sleeve(mesh, 1, [0.21, 1.44, 0], 0.62, 1.15, 0.085, 0.06, 96, [0, 0.5]);
      sleeve(mesh, -1, [-0.21, 1.44, 0], 0.62, 1.15, 0.085, 0.06, 96, [0.5, 1]);
      // A stand collar.
      mesh.tube({
        centre: (t) => [0, lerp(1.5, 1.58, t), lerp(-0.005, -0.015, t)],
        radius: (t) => [lerp(0.088, 0.095, t), lerp(0.08, 0.088, t)],
        rings: 12,
        segments: SEGMENTS,
        uv: [0, 0.62, 1, 0.64],
      });
      break;
    }
  }
  return mesh.build();
}

/** The mesh as a meshopt-compressed, quantized GLB (EXT_meshopt_compression, KHR_mesh_quantization). */
export async function garmentGlb(kind: GarmentKind, mesh = buildGarment(kind)): Promise<Uint8Array> {
  const doc = new Document().setLogger(new Logger(Logger.Verbosity.WARN));
  doc.getRoot().getAsset().generator = 'Trendloom scripts/generate-garments.ts';
  const buffer = doc.createBuffer();
  const material = doc.createMaterial('fabric').setBaseColorFactor([0.8, 0.78, 0.75, 1]).setRoughnessFactor(0.9).setMetallicFactor(0).setDoubleSided(true);
  const primitive = doc
    .createPrimitive()
    .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(mesh.positions).setBuffer(buffer))
    .setAttribute('NORMAL', doc.createAccessor().setType('VEC3').setArray(mesh.normals).setBuffer(buffer))
    .setAttribute('TEXCOORD_0', doc.createAccessor().setType('VEC2').setArray(mesh.uvs).setBuffer(buffer))
    .setIndices(doc.createAccessor().setType('SCALAR').setArray(mesh.indices).setBuffer(buffer))
    .setMaterial(material);
  const gltfMesh = doc.createMesh(kind).addPrimitive(primitive);
  const node = doc.createNode(kind).setMesh(gltfMesh);
  doc.createScene('garment').addChild(node);
  doc.createExtension(KHRMeshQuantization).setRequired(true);
  doc.createExtension(EXTMeshoptCompression).setRequired(true).setEncoderOptions({ method: EXTMeshoptCompression.EncoderMethod.QUANTIZE });
  await doc.transform(reorder({ encoder: MeshoptEncoder }), quantize({ quantizeNormal: 8, quantizeTexcoord: 12 }), meshopt({ encoder: MeshoptEncoder, level: 'medium' }));
  return (await gltfIo()).writeBinary(doc);
}

/** glTF I/O with the meshopt codecs, once their WebAssembly is instantiated (reading before the decoder is ready fails). */
export async function gltfIo(): Promise<NodeIO> {
  await Promise.all([MeshoptDecoder.ready, MeshoptEncoder.ready]);
  return new NodeIO()
    .registerExtensions([EXTMeshoptCompression, KHRMeshQuantization])
    .registerDependencies({ 'meshopt.decoder': MeshoptDecoder, 'meshopt.encoder': MeshoptEncoder });
}

// ---------------------------------------------------------------- software renders (no WebGL)

const hexRgb = (hex: string): Vec3 => [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)];

/**
 * A shaded render of the mesh turned `yaw` radians about y: orthographic, z-buffered, two-sided
 * Lambert light plus a rim, on a warm light background. RGBA pixels.
 */
export function renderGarment(mesh: GarmentMesh, colour: string, yaw: number, width: number, height: number): Uint8ClampedArray {
  const [cr, cg, cb] = hexRgb(colour);
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) pixels.set([244, 242, 239, 255], i * 4);
  const depth = new Float32Array(width * height).fill(-Infinity);
  const cos = Math.cos(yaw);
  const sin = Math.sin(yaw);
  const count = mesh.positions.length / 3;
  const sx = new Float32Array(count);
  const sy = new Float32Array(count);
  const sz = new Float32Array(count);
  const nz = new Float32Array(count);
  const nl = new Float32Array(count);
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (let i = 0; i < count; i++) {
    const rx = mesh.positions[i * 3]! * cos + mesh.positions[i * 3 + 2]! * sin;
    minX = Math.min(minX, rx);
    maxX = Math.max(maxX, rx);
    minY = Math.min(minY, mesh.positions[i * 3 + 1]!);
    maxY = Math.max(maxY, mesh.positions[i * 3 + 1]!);
  }
  const scale = Math.min((height * 0.84) / (maxY - minY), (width * 0.84) / (maxX - minX));
  const left = width / 2 - ((minX + maxX) / 2) * scale;
  const topY = height / 2 - ((maxY - minY) / 2) * scale;
  const light = norm([0.5, 0.6, 0.65]);
  for (let i = 0; i < count; i++) {
    const x = mesh.positions[i * 3]!;
    const y = mesh.positions[i * 3 + 1]!;
    const z = mesh.positions[i * 3 + 2]!;
    const rx = x * cos + z * sin;
    const rz = -x * sin + z * cos;
    sx[i] = left + rx * scale;
    sy[i] = topY + (maxY - y) * scale;
    sz[i] = rz;
    const nx = mesh.normals[i * 3]! * cos + mesh.normals[i * 3 + 2]! * sin;
    const ny = mesh.normals[i * 3 + 1]!;
    const nzz = -mesh.normals[i * 3]! * sin + mesh.normals[i * 3 + 2]! * cos;
    nz[i] = nzz;
    nl[i] = nx * light[0] + ny * light[1] + nzz * light[2];
  }
  const idx = mesh.indices;
  for (let f = 0; f < idx.length; f += 3) {
    const a = idx[f]!;
    const b = idx[f + 1]!;
    const c = idx[f + 2]!;
    const x0 = Math.max(0, Math.floor(Math.min(sx[a]!, sx[b]!, sx[c]!)));
    const x1 = Math.min(width - 1, Math.ceil(Math.max(sx[a]!, sx[b]!, sx[c]!)));
    const y0 = Math.max(0, Math.floor(Math.min(sy[a]!, sy[b]!, sy[c]!)));
    const y1 = Math.min(height - 1, Math.ceil(Math.max(sy[a]!, sy[b]!, sy[c]!)));
    const area = (sx[b]! - sx[a]!) * (sy[c]! - sy[a]!) - (sx[c]! - sx[a]!) * (sy[b]! - sy[a]!);
    if (Math.abs(area) < 1e-9) continue;
    for (let py = y0; py <= y1; py++) {
      for (let px = x0; px <= x1; px++) {
        const qx = px + 0.5;
        const qy = py + 0.5;
        const w0 = ((sx[b]! - qx) * (sy[c]! - qy) - (sx[c]! - qx) * (sy[b]! - qy)) / area;
        const w1 = ((sx[c]! - qx) * (sy[a]! - qy) - (sx[a]! - qx) * (sy[c]! - qy)) / area;
        const w2 = 1 - w0 - w1;
        if (w0 < 0 || w1 < 0 || w2 < 0) continue;
        const z = w0 * sz[a]! + w1 * sz[b]! + w2 * sz[c]!;
        const p = py * width + px;
        if (z <= depth[p]!) continue;
        depth[p] = z;
        let facing = w0 * nz[a]! + w1 * nz[b]! + w2 * nz[c]!;
        let diffuse = w0 * nl[a]! + w1 * nl[b]! + w2 * nl[c]!;
        // The inside of an opening (seen through the neck or hem) is darker.
        const inside = facing < 0;
        if (inside) {
          facing = -facing;
          diffuse = -diffuse;
        }
        const rim = Math.pow(1 - Math.min(1, facing), 3) * 0.25;
        const shade = (0.38 + 0.62 * Math.max(0, diffuse)) * (inside ? 0.55 : 1) + rim;
        pixels[p * 4] = cr * shade;
        pixels[p * 4 + 1] = cg * shade;
        pixels[p * 4 + 2] = cb * shade;
      }
    }
  }
  return pixels;
}

async function writeRender(file: string, mesh: GarmentMesh, colour: string, yaw: number, width: number, height: number) {
  // Rendered at twice the size and scaled down: smooth edges.
  const pixels = renderGarment(mesh, colour, yaw, width * 2, height * 2);
  const webp = await sharp(Buffer.from(pixels.buffer), { raw: { width: width * 2, height: height * 2, channels: 4 } })
    .resize(width, height)
    .webp({ quality: 78 })
    .toBuffer();
  await writeFile(file, webp);
  return webp.length;
}

/** The neutral colour of the turntable renders. */
export const TURNTABLE_COLOUR = '#B9B2A8';

async function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'models');
  await mkdir(join(root, 'covers'), { recursive: true });
  await mkdir(join(root, 'turntable'), { recursive: true });
  for (const kind of GARMENT_KINDS) {
    const mesh = buildGarment(kind);
    const glb = await garmentGlb(kind, mesh);
    await writeFile(join(root, `${kind}.glb`), glb);
    let pictures = 0;
    for (let frame = 0; frame < TURNTABLE_FRAMES; frame++) {
      pictures += await writeRender(join(root, 'turntable', `${kind}-${frame}.webp`), mesh, TURNTABLE_COLOUR, (frame / TURNTABLE_FRAMES) * Math.PI * 2, 360, 450);
    }
    for (const [i, colourway] of COLOURWAYS.entries()) {
      pictures += await writeRender(join(root, 'covers', `${kind}-${i}.webp`), mesh, colourway.hex, -0.35, 360, 450);
    }
    console.log(`${kind}: ${mesh.positions.length / 3} vertices, ${mesh.indices.length / 3} triangles, GLB ${(glb.length / 1024).toFixed(1)} KiB, pictures ${(pictures / 1024).toFixed(1)} KiB`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
