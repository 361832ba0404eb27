/**
 * `npm run bench -- 3d` (issue #15 item 1): frame time of the 3D garment viewer's scene in headless
 * Chromium (SwiftShader: software WebGL, so the figures are relative, not a GPU's) at 1024×768.
 * A small local server serves three.js from node_modules and the committed models; the page
 * renders, with the viewer's studio lights and a MeshPhysicalMaterial carrying a repeating
 * pattern texture and sheen, (a) a plain cube — the baseline — and (b) each demo garment, the
 * largest (the jacket) included, turning on the turntable, and records requestAnimationFrame
 * intervals for a few seconds after a warm-up.
 *
 * Each scene is measured twice: at full quality as a fixed baseline (MSAA, pixel ratio 1), and as the
 * viewer draws while the garment moves (no MSAA, the pixel ratio its ResolutionGovernor settles on
 * for this device: src/features/d3d/viewer/resolution-governor.ts, run here as it is in the app).
 *
 * Options: --seconds=4 (measured per scene), --warmup=2 (the governor settles meanwhile),
 * --antialias=1 and --dpr=1 (the fixed baseline's). The machine's load average is printed beside
 * the figures: SwiftShader renders on the CPU, so a busy machine slows every scene, the cube included.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { GARMENT_KINDS } from '../src/shared/d3d';

const root = fileURLToPath(new URL('..', import.meta.url));
const option = (name: string, fallback: number) => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const SECONDS = option('seconds', 4);
const WARMUP = option('warmup', 2);
const ANTIALIAS = option('antialias', 1) !== 0;
const DPR = option('dpr', 1);
const WIDTH = 1024;
const HEIGHT = 768;

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;background:#F4F2EF}canvas{display:block}</style>
<script type="importmap">{"imports":{"three":"/three/build/three.module.js","three/addons/":"/three/examples/jsm/"}}</script></head><body>
<script type="module">
import * as THREE from 'three';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'three/addons/libs/meshopt_decoder.module.js';
import { ResolutionGovernor } from '/governor.js';
const viewerMode = new URL(location.href).searchParams.has('viewer');
const renderer = new THREE.WebGLRenderer({ antialias: viewerMode ? false : ${ANTIALIAS}, preserveDrawingBuffer: true });
let governor = null;
renderer.setPixelRatio(${DPR});
renderer.setSize(${WIDTH}, ${HEIGHT});
document.body.appendChild(renderer.domElement);
const camera = new THREE.PerspectiveCamera(38, ${WIDTH} / ${HEIGHT}, 0.05, 50);
camera.position.set(0, 0.1, 2.2);
const texture = await new THREE.TextureLoader().loadAsync('/models/covers/dress-6.webp');
texture.wrapS = texture.wrapT = THREE.RepeatWrapping;
texture.colorSpace = THREE.SRGBColorSpace;
texture.repeat.set(3, 3.75);
const material = new THREE.MeshPhysicalMaterial({ color: '#C0392B', roughness: 0.32, sheen: 1, sheenRoughness: 0.25, sheenColor: '#ffffff', clearcoat: 0.15, side: THREE.DoubleSide, map: texture });
function scene() {
  const s = new THREE.Scene();
  s.background = new THREE.Color('#F4F2EF');
  s.add(new THREE.AmbientLight(0xffffff, 0.55));
  for (const [x, y, z, i] of [[2, 3, 3, 2], [-3, 1.5, 1, 0.7], [0, 2, -3, 0.9]]) {
    const light = new THREE.DirectionalLight(0xffffff, i);
    light.position.set(x, y, z);
    s.add(light);
  }
  return s;
}
const loader = new GLTFLoader().setMeshoptDecoder(MeshoptDecoder);
window.measure = async (what, warmup, seconds) => {
  // A fresh governor per scene, starting at full resolution as the viewer does.
  if (viewerMode) {
    governor = new ResolutionGovernor();
    renderer.setPixelRatio(governor.full);
  }
  const s = scene();
  const turning = new THREE.Group();
  s.add(turning);
  let triangles = 12;
  if (what === 'cube') {
    turning.add(new THREE.Mesh(new THREE.BoxGeometry(0.6, 0.6, 0.6), material));
  } else {
    const gltf = await loader.loadAsync('/models/' + what + '.glb');
    gltf.scene.traverse((o) => { if (o.isMesh) { o.material = material; } });
    const box = new THREE.Box3().setFromObject(gltf.scene);
    gltf.scene.position.sub(box.getCenter(new THREE.Vector3()));
    turning.add(gltf.scene);
    triangles = 0;
    gltf.scene.traverse((o) => { if (o.isMesh) triangles += o.geometry.index.count / 3; });
  }
  renderer.render(s, camera);
  return new Promise((resolve) => {
    const times = [];
    let last = performance.now();
    const start = last;
    function frame(now) {
      turning.rotation.y += 0.7 / 60;
      if (governor) {
        const ratio = governor.frame(now - last, now);
        if (ratio !== renderer.getPixelRatio()) renderer.setPixelRatio(ratio);
      }
      renderer.render(s, camera);
      // Reading one pixel waits for the GPU (here SwiftShader) to finish the frame.
      renderer.getContext().readPixels(0, 0, 1, 1, renderer.getContext().RGBA, renderer.getContext().UNSIGNED_BYTE, new Uint8Array(4));
      if (now - start > warmup * 1000) times.push(now - last);
      last = now;
      if (now - start < (warmup + seconds) * 1000) requestAnimationFrame(frame);
      else resolve({ times, triangles, ratio: renderer.getPixelRatio() });
    }
    requestAnimationFrame(frame);
  });
};
window.ready = true;
</script></body></html>`;

// The viewer's own governor, bundled for the page as it is for the app.
const governorScript = (
  await build({ entryPoints: [join(root, 'src/features/d3d/viewer/resolution-governor.ts')], bundle: true, format: 'esm', write: false, logLevel: 'silent' })
).outputFiles[0]!.text;

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.glb': 'model/gltf-binary', '.webp': 'image/webp', '.wasm': 'application/wasm' };
const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  if (path === '/') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    return;
  }
  if (path === '/governor.js') {
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(governorScript);
    return;
  }
  const file = path.startsWith('/three/')
    ? join(root, 'node_modules', normalize(path).replace(/^[/\\]+/, ''))
    : path.startsWith('/models/')
      ? join(root, 'public', normalize(path).replace(/^[/\\]+/, ''))
      : null;
  if (!file || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-timer-throttling', '--disable-renderer-backgrounding'],
});
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  type Measured = { times: number[]; triangles: number; ratio: number };
  const measureAll = async (url: string) => {
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true, undefined, { timeout: 30_000 });
    const found: Record<string, Measured & { mean: number; p95: number }> = {};
    for (const what of ['cube', ...GARMENT_KINDS]) {
      const measured = await page.evaluate(
        ([w, warmup, seconds]) => (window as unknown as { measure: (w: string, a: number, b: number) => Promise<Measured> }).measure(w as string, warmup as number, seconds as number),
        [what, WARMUP, SECONDS] as const,
      );
      const sorted = [...measured.times].sort((x, y) => x - y);
      found[what] = { ...measured, mean: measured.times.reduce((sum, t) => sum + t, 0) / measured.times.length, p95: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]! };
    }
    return found;
  };
  const renderer = await page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl2');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    return info ? String(gl!.getParameter(info.UNMASKED_RENDERER_WEBGL)) : 'unknown';
  });
  const fixed = await measureAll(base);
  const viewer = await measureAll(`${base}/?viewer`);
  const fps = (ms: number) => +(1000 / ms).toFixed(1);
  const rows = Object.fromEntries(
    Object.entries(fixed).map(([what, row]) => [
      what,
      {
        triangles: row.triangles,
        [`fixed fps (${ANTIALIAS ? 'MSAA' : 'no MSAA'}, ${DPR}×)`]: fps(row.mean),
        'fixed p95 ms': +row.p95.toFixed(1),
        'fixed vs cube': what === 'cube' ? 'baseline' : `×${(row.mean / fixed.cube!.mean).toFixed(2)}`,
        'viewer fps (adaptive)': fps(viewer[what]!.mean),
        'viewer p95 ms': +viewer[what]!.p95.toFixed(1),
        'viewer ratio at end': viewer[what]!.ratio,
      },
    ]),
  );
  console.log(
    `3D viewer frame time at ${WIDTH}×${HEIGHT} CSS px, ${SECONDS} s per scene after ${WARMUP} s warm-up, turntable on; renderer: ${renderer}; load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`,
  );
  console.table(rows);
  const jacket = viewer.jacket!;
  console.log(
    `Largest garment (jacket, ${jacket.triangles} triangles) as the viewer draws it turning: ${fps(jacket.mean)} fps at pixel ratio ${jacket.ratio} (no MSAA; still frames at 2×), p95 ${jacket.p95.toFixed(1)} ms — target ≥ 30 fps: ${fps(jacket.mean) >= 30 ? 'met' : 'NOT met'}; at fixed full quality: ${fps(fixed.jacket!.mean)} fps`,
  );
} finally {
  await browser.close();
  server.close();
}
