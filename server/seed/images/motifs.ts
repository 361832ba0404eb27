import type { Rgb } from '../../../src/shared/colour';
import type { Rng } from '../prng';
import { mix } from './palette';
import { c, circle, drawing, line, path, rect, type Drawing } from './svg';

/** Print motifs; each name is also a value of the pattern attribute (see reference/vocabulary). */
export const MOTIFS = [
  'stripes',
  'check',
  'polka',
  'floral',
  'geometric',
  'camouflage',
  'paisley',
  'leopard',
  'houndstooth',
  'botanical',
  'abstract',
  'ethnic',
] as const;
export type Motif = (typeof MOTIFS)[number];

/** Fabric constructions drawn thread by thread; each maps to fabric attribute values. */
export const WEAVES = ['plain', 'twill', 'herringbone', 'denim', 'tweed', 'jersey', 'rib', 'corduroy'] as const;
export type Weave = (typeof WEAVES)[number];

export interface MotifColours {
  ground: Rgb;
  a: Rgb;
  b: Rgb;
  c: Rgb;
}

const patternDef = (id: string, width: number, height: number, content: string) =>
  `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${width}" height="${height}">${content}</pattern>`;

/** Draws a motif at (x, y) and at its wrapped copies, so repeats have no seams at tile edges. */
function wrapped(tile: number, x: number, y: number, reach: number, draw: (x: number, y: number) => string): string {
  let out = '';
  for (const dx of [-tile, 0, tile])
    for (const dy of [-tile, 0, tile]) {
      const px = x + dx;
      const py = y + dy;
      if (px + reach > 0 && px - reach < tile && py + reach > 0 && py - reach < tile) out += draw(px, py);
    }
  return out;
}

function flower(x: number, y: number, r: number, petals: number, petal: Rgb, centre: Rgb, turn: number): string {
  let out = '';
  for (let i = 0; i < petals; i++) {
    const angle = turn + (360 / petals) * i;
    out += `<ellipse cx="0" cy="${-r * 0.52}" rx="${r * 0.3}" ry="${r * 0.5}" fill="${c(petal)}" transform="translate(${x} ${y}) rotate(${angle.toFixed(1)})"/>`;
  }
  return out + circle(x, y, r * 0.24, centre);
}

function leaf(x: number, y: number, length: number, angle: number, colour: Rgb): string {
  const w = length * 0.38;
  return path(`M0 0 Q${w} ${-length / 2} 0 ${-length} Q${-w} ${-length / 2} 0 0 Z`, colour, `transform="translate(${x} ${y}) rotate(${angle.toFixed(1)})"`);
}

/** Position of motif i on a cols × rows grid over the tile, jittered within its cell: even but not rigid. */
function jittered(rng: Rng, i: number, cols: number, rows: number, tile: number): [number, number] {
  return [((i % cols) + rng.range(0.25, 0.75)) * (tile / cols), (Math.floor(i / cols) + rng.range(0.25, 0.75)) * (tile / rows)];
}

/** Outline of a smooth closed blob around the origin: camouflage patches, abstract shapes. */
function blobPath(rng: Rng, radius: number): string {
  const n = 7;
  const pts = Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    const r = radius * rng.range(0.55, 1.1);
    return [Math.cos(a) * r, Math.sin(a) * r * rng.range(0.6, 1)] as const;
  });
  const mid = (i: number) => {
    const p = pts[i % n]!;
    const q = pts[(i + 1) % n]!;
    return `${((p[0] + q[0]) / 2).toFixed(1)} ${((p[1] + q[1]) / 2).toFixed(1)}`;
  };
  let d = `M${mid(0)}`;
  for (let i = 1; i <= n; i++) d += ` Q${pts[i % n]![0].toFixed(1)} ${pts[i % n]![1].toFixed(1)} ${mid(i)}`;
  return `${d} Z`;
}

/** One blob shape repeated at the wrapped positions of (x, y). */
function wrappedBlob(rng: Rng, tile: number, x: number, y: number, radius: number, colour: Rgb): string {
  const d = blobPath(rng, radius);
  return wrapped(tile, x, y, radius * 1.2, (px, py) => path(d, colour, `transform="translate(${px.toFixed(1)} ${py.toFixed(1)})"`));
}

/**
 * Thread-level weave: cell (x, y) shows the warp colour when the warp floats on top. With a gap
 * colour, warp floats are drawn as vertical and weft floats as horizontal yarn segments.
 */
function weaveTile(
  size: number,
  cell: number,
  warp: (x: number) => Rgb,
  weft: (y: number) => Rgb,
  warpUp: (x: number, y: number) => boolean,
  gap?: Rgb,
): string {
  let out = gap ? rect(0, 0, size * cell, size * cell, gap) : '';
  const inset = gap ? cell * 0.14 : 0;
  const corner = gap ? `rx="${(cell * 0.22).toFixed(1)}"` : '';
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const up = warpUp(x, y);
      const [dx, dy] = up ? [inset, inset * 0.3] : [inset * 0.3, inset];
      out += rect(x * cell + dx, y * cell + dy, cell - 2 * dx, cell - 2 * dy, up ? warp(x) : weft(y), corner);
    }
  return out;
}

const houndstooth = (x: number, y: number) => {
  // 4 dark then 4 light threads each way in a 2/2 twill: the classic broken check.
  const warpTop = (x + y) % 4 < 2;
  return warpTop ? x % 8 < 4 : y % 8 < 4;
};

/** A repeating print as an SVG pattern with the given id; tile is the repeat size in px. */
export function motifFill(motif: Motif, id: string, tile: number, colours: MotifColours, rng: Rng): Drawing {
  const { ground, a, b } = colours;
  const t = tile;
  const ground0 = rect(0, 0, t, t, ground);
  switch (motif) {
    case 'stripes': {
      const variant = rng.pick(['breton', 'awning', 'multi', 'pinstripe'] as const);
      if (variant === 'breton') return drawing('', [ground, a], patternDef(id, t, t / 4, rect(0, 0, t, t / 4, ground) + rect(0, t / 16, t, t / 10, a)));
      if (variant === 'awning') return drawing('', [ground, a], patternDef(id, t / 2, t, rect(0, 0, t / 2, t, ground) + rect(0, 0, t / 4, t, a)));
      if (variant === 'pinstripe') return drawing('', [ground, a], patternDef(id, t / 6, t, rect(0, 0, t / 6, t, ground) + rect(0, 0, Math.max(2, t / 60), t, a)));
      const bands = rect(0, 0, t, t, ground) + rect(0, t * 0.1, t, t * 0.22, a) + rect(0, t * 0.4, t, t * 0.06, b) + rect(0, t * 0.55, t, t * 0.22, a) + rect(0, t * 0.86, t, t * 0.04, colours.c);
      return drawing('', [ground, a, b, colours.c], patternDef(id, t, t, bands));
    }
    case 'check': {
      const variant = rng.pick(['gingham', 'windowpane', 'tartan'] as const);
      if (variant === 'gingham') {
        const mid = mix(ground, a, 0.5);
        const h = t / 2;
        return drawing('', [ground, mid, a], patternDef(id, t, t, rect(0, 0, t, t, ground) + rect(h, 0, h, h, mid) + rect(0, h, h, h, mid) + rect(h, h, h, h, a)));
      }
      if (variant === 'windowpane') {
        const w = Math.max(3, t / 28);
        return drawing('', [ground, a], patternDef(id, t, t, ground0 + rect(0, 0, t, w, a) + rect(0, 0, w, t, a)));
      }
      const cross = mix(a, b, 0.5);
      const wide = t * 0.3;
      const thin = t * 0.05;
      const content =
        ground0 +
        rect(0, t * 0.1, t, wide, a) +
        rect(t * 0.1, 0, wide, t, a) +
        rect(t * 0.1, t * 0.1, wide, wide, mix(a, ground, 0.35)) +
        rect(0, t * 0.65, t, thin, b) +
        rect(t * 0.65, 0, thin, t, b) +
        rect(t * 0.65, t * 0.1, thin, wide, cross) +
        rect(t * 0.1, t * 0.65, wide, thin, cross);
      return drawing('', [ground, a, b, cross, mix(a, ground, 0.35)], patternDef(id, t, t, content));
    }
    case 'polka': {
      const r = t * rng.pick([0.08, 0.12, 0.16]);
      return drawing('', [ground, a], patternDef(id, t, t, ground0 + circle(t / 4, t / 4, r, a) + circle((3 * t) / 4, (3 * t) / 4, r, a)));
    }
    case 'floral': {
      let content = ground0;
      const spots = [
        [0.25, 0.3, 0.17],
        [0.72, 0.7, 0.15],
        [0.75, 0.18, 0.08],
        [0.2, 0.8, 0.09],
      ] as const;
      for (const [fx, fy] of [[0.5, 0.08], [0.06, 0.55], [0.45, 0.52], [0.92, 0.42]] as const)
        content += wrapped(t, fx * t, fy * t, t * 0.14, (x, y) => leaf(x, y, t * 0.13, rng.range(0, 360), b));
      spots.forEach(([fx, fy, fr], i) => {
        const petal = i % 2 === 0 ? a : colours.c;
        const turn = rng.range(0, 72);
        content += wrapped(t, fx * t, fy * t, fr * t, (x, y) => flower(x, y, fr * t, i < 2 ? 6 : 5, petal, b, turn));
      });
      return drawing('', [ground, a, b, colours.c], patternDef(id, t, t, content));
    }
    case 'botanical': {
      let content = ground0;
      for (let i = 0; i < 6; i++) {
        const [x, y] = jittered(rng, i, 3, 2, t);
        const angle = rng.range(0, 360);
        const colour = i % 3 === 0 ? b : a;
        const sprig = (px: number, py: number) =>
          leaf(px, py, t * 0.3, angle, colour) + leaf(px, py, t * 0.22, angle + 45, colour) + leaf(px, py, t * 0.22, angle - 45, colour);
        content += wrapped(t, x, y, t * 0.32, sprig);
      }
      return drawing('', [ground, a, b], patternDef(id, t, t, content));
    }
    case 'geometric': {
      const variant = rng.pick(['triangles', 'diamonds', 'fans', 'blocks'] as const);
      if (variant === 'triangles') {
        const content = ground0 + path(`M0 ${t} L${t / 2} 0 L${t} ${t} Z`, a) + path(`M${t / 4} ${t} L${t / 2} ${t / 2} L${(3 * t) / 4} ${t} Z`, b);
        return drawing('', [ground, a, b], patternDef(id, t, t, content));
      }
      if (variant === 'diamonds') {
        const content = ground0 + path(`M${t / 2} 0 L${t} ${t / 2} L${t / 2} ${t} L0 ${t / 2} Z`, a) + path(`M${t / 2} ${t * 0.3} L${t * 0.7} ${t / 2} L${t / 2} ${t * 0.7} L${t * 0.3} ${t / 2} Z`, b);
        return drawing('', [ground, a, b], patternDef(id, t, t, content));
      }
      if (variant === 'fans') {
        // Art-deco scallops: concentric quarter rings from each tile's bottom centre.
        let content = ground0;
        [0.5, 0.36, 0.22].forEach((r, i) => (content += circle(t / 2, t, r * t, i % 2 === 0 ? a : b)));
        return drawing('', [ground, a, b], patternDef(id, t, t, content));
      }
      const h = t / 2;
      const content = ground0 + rect(0, 0, h, h, a) + rect(h, h, h, h, b) + rect(h * 0.25, h * 1.25, h * 0.5, h * 0.5, a) + rect(h * 1.25, h * 0.25, h * 0.5, h * 0.5, b);
      return drawing('', [ground, a, b], patternDef(id, t, t, content));
    }
    case 'camouflage': {
      let content = ground0;
      const layers = [a, b, colours.c];
      layers.forEach((colour) => {
        for (let i = 0; i < 5; i++) {
          const x = rng.range(0, t);
          const y = rng.range(0, t);
          const r = t * rng.range(0.16, 0.26);
          content += wrappedBlob(rng, t, x, y, r, colour);
        }
      });
      return drawing('', [ground, a, b, colours.c], patternDef(id, t, t, content));
    }
    case 'paisley': {
      const drop = (x: number, y: number, s: number, angle: number) => {
        const g = (d: string, colour: Rgb, scale: number) =>
          path(d, colour, `transform="translate(${x} ${y}) rotate(${angle}) scale(${(s * scale).toFixed(3)})"`);
        const d = 'M0 -50 C32 -50 46 -6 24 26 C10 46 -26 46 -34 18 C-42 -8 -24 -34 0 -50 Z M0 -50 C-14 -66 -4 -80 12 -78';
        let out = g(d, a, 1) + g('M0 -50 C32 -50 46 -6 24 26 C10 46 -26 46 -34 18 C-42 -8 -24 -34 0 -50 Z', b, 0.62) + g('M0 -50 C32 -50 46 -6 24 26 C10 46 -26 46 -34 18 C-42 -8 -24 -34 0 -50 Z', colours.c, 0.3);
        for (let i = 0; i < 10; i++) {
          const ang = (i / 10) * Math.PI * 2;
          out += circle(x + Math.cos(ang) * s * 52, y + Math.sin(ang) * s * 52, s * 4, b);
        }
        return out;
      };
      const s = t / 240;
      const content = ground0 + wrapped(t, t * 0.3, t * 0.35, 70 * s, (x, y) => drop(x, y, s, 20)) + wrapped(t, t * 0.78, t * 0.85, 70 * s, (x, y) => drop(x, y, s, 200));
      return drawing('', [ground, a, b, colours.c], patternDef(id, t, t, content));
    }
    case 'leopard': {
      let content = ground0;
      for (let i = 0; i < 9; i++) {
        const [x, y] = jittered(rng, i, 3, 3, t);
        const r = t * rng.range(0.06, 0.09);
        const turn = rng.range(0, 360);
        content += wrapped(t, x, y, r * 1.6, (px, py) => {
          let spot = circle(px, py, r * 0.75, b);
          for (let k = 0; k < 3; k++) {
            const a0 = ((turn + k * 120) * Math.PI) / 180;
            spot += `<path d="M${(px + Math.cos(a0) * r).toFixed(1)} ${(py + Math.sin(a0) * r).toFixed(1)} A${r} ${r} 0 0 1 ${(px + Math.cos(a0 + 1.5) * r).toFixed(1)} ${(py + Math.sin(a0 + 1.5) * r).toFixed(1)}" fill="none" stroke="${c(a)}" stroke-width="${(r * 0.45).toFixed(1)}" stroke-linecap="round"/>`;
          }
          return spot;
        });
      }
      return drawing('', [ground, a, b], patternDef(id, t, t, content));
    }
    case 'houndstooth': {
      const cell = t / 8;
      return drawing('', [ground, a], patternDef(id, t, t, weaveTile(8, cell, (x) => (x % 8 < 4 ? a : ground), (y) => (y % 8 < 4 ? a : ground), houndstooth)));
    }
    case 'abstract': {
      let content = ground0;
      for (let i = 0; i < 4; i++) content += wrappedBlob(rng, t, (i % 2 + 0.5) * (t / 2), (Math.floor(i / 2) + 0.5) * (t / 2), t * 0.22, i % 3 === 1 ? b : a);
      for (let i = 0; i < 4; i++) {
        const x = rng.range(0.1, 0.9) * t;
        const y = rng.range(0.1, 0.9) * t;
        content += line(`M${x.toFixed(1)} ${y.toFixed(1)} q${(t * 0.1).toFixed(1)} ${(-t * 0.14).toFixed(1)} ${(t * 0.24).toFixed(1)} 0`, colours.c, t * 0.04);
      }
      return drawing('', [ground, a, b, colours.c], patternDef(id, t, t, content));
    }
    case 'ethnic': {
      // Ikat-like rows: stepped diamonds between zigzag bands.
      const h = t / 2;
      const zig = (y: number) => `M0 ${y} L${t / 4} ${y + h * 0.2} L${t / 2} ${y} L${(3 * t) / 4} ${y + h * 0.2} L${t} ${y}`;
      const content =
        ground0 +
        line(zig(h * 0.15), a, t * 0.04) +
        line(zig(h * 1.75), a, t * 0.04) +
        path(`M${t / 2} ${h * 0.55} L${t * 0.72} ${h} L${t / 2} ${h * 1.45} L${t * 0.28} ${h} Z`, b) +
        path(`M${t / 2} ${h * 0.8} L${t * 0.6} ${h} L${t / 2} ${h * 1.2} L${t * 0.4} ${h} Z`, colours.c) +
        path(`M0 ${h * 0.55} L${t * 0.22} ${h} L0 ${h * 1.45} Z M${t} ${h * 0.55} L${t * 0.78} ${h} L${t} ${h * 1.45} Z`, b);
      return drawing('', [ground, a, b, colours.c], patternDef(id, t, t, content));
    }
  }
}

/** A fabric construction as an SVG pattern: yarn colour plus darker gaps between threads. */
export function weaveFill(weave: Weave, id: string, cell: number, yarn: Rgb, second: Rgb, gap: Rgb): Drawing {
  switch (weave) {
    case 'plain':
      return drawing('', [yarn, second, gap], patternDef(id, cell * 2, cell * 2, weaveTile(2, cell, () => yarn, () => second, (x, y) => (x + y) % 2 === 0, gap)));
    case 'twill':
    case 'denim': {
      // 2/1 twill for suiting; 3/1 for denim, whose white weft barely shows.
      const repeat = weave === 'denim' ? 4 : 3;
      const up = (x: number, y: number) => (x + y) % repeat < repeat - 1;
      return drawing('', [yarn, second, gap], patternDef(id, cell * repeat, cell * repeat, weaveTile(repeat, cell, () => yarn, () => second, up, gap)));
    }
    case 'herringbone': {
      const up = (x: number, y: number) => ((x < 4 ? x + y : x - y + 8) % 4) < 2;
      return drawing('', [yarn, second, gap], patternDef(id, cell * 8, cell * 8, weaveTile(8, cell, () => yarn, () => second, up, gap)));
    }
    case 'tweed': {
      // Several yarn colours in the warp and weft give the flecked, heathered look.
      const warps = [yarn, yarn, second, yarn, gap, yarn, second, yarn];
      const wefts = [second, yarn, yarn, second, yarn, second, gap, yarn];
      return drawing('', [yarn, second, gap], patternDef(id, cell * 8, cell * 8, weaveTile(8, cell, (x) => warps[x]!, (y) => wefts[y]!, (x, y) => (x + y) % 2 === 0)));
    }
    case 'jersey':
    case 'rib': {
      const w = cell * 2.4;
      const h = cell * 2;
      const stitch = (x: number, colour: Rgb) =>
        `<ellipse cx="${x + w * 0.3}" cy="${h / 2}" rx="${w * 0.2}" ry="${h * 0.55}" fill="${c(colour)}" transform="rotate(-28 ${x + w * 0.3} ${h / 2})"/>` +
        `<ellipse cx="${x + w * 0.7}" cy="${h / 2}" rx="${w * 0.2}" ry="${h * 0.55}" fill="${c(colour)}" transform="rotate(28 ${x + w * 0.7} ${h / 2})"/>`;
      const content = weave === 'jersey' ? rect(0, 0, w, h, gap) + stitch(0, yarn) : rect(0, 0, w * 2, h, gap) + stitch(0, yarn) + rect(w * 1.25, 0, w * 0.5, h, second, `rx="${w * 0.2}"`);
      return drawing('', [yarn, second, gap], patternDef(id, weave === 'jersey' ? w : w * 2, h, content));
    }
    case 'corduroy': {
      const w = cell * 2;
      return drawing('', [yarn, gap], patternDef(id, w, cell * 8, rect(0, 0, w, cell * 8, gap) + rect(w * 0.12, 0, w * 0.76, cell * 8, yarn, `rx="${w * 0.35}"`)));
    }
  }
}
