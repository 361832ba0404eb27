import { textColourOn, hexToRgb, type Rgb } from '../../../src/shared/colour';
import type { Rng } from '../prng';
import { GARMENTS, garmentSketch, silhouetteBox, type Garment } from './garments';
import { figure, LOOKS, type Look } from './figure';
import { MOTIFS, WEAVES, motifFill, weaveFill, type Motif, type Weave } from './motifs';
import { HAIR_COLOURS, SKIN_TONES, lch, lighten, makePalette, paper, type Palette } from './palette';
import {
  CJK_SERIF,
  SANS,
  SERIF,
  c,
  circle,
  combine,
  drawing,
  path,
  polygon,
  rect,
  svgDocument,
  text,
  transformed,
  type Drawing,
} from './svg';

/** Kinds of demo pictures; items pick covers by kind (see catalogue). */
export const POOL_KINDS = ['garment', 'runway', 'street', 'window', 'pattern', 'swatch', 'moodboard', 'colourCard', 'chart', 'bookCover'] as const;
export type PoolKind = (typeof POOL_KINDS)[number];
export type ImageKind = PoolKind | 'banner' | 'logo' | 'avatar';

/** What a picture shows, so items can be tagged truthfully. */
export interface ImageSubject {
  garments: Garment[];
  motif: Motif | null;
  weave: Weave | null;
}

export interface ImageSpec {
  kind: ImageKind;
  width: number;
  height: number;
  svg: string;
  /** Every flat colour painted: the measuring palette. */
  palette: Rgb[];
  subject: ImageSubject;
}

const subject = (garments: readonly Garment[] = [], motif: Motif | null = null, weave: Weave | null = null): ImageSubject => ({
  garments: [...garments],
  motif,
  weave,
});

function finish(kind: ImageKind, width: number, height: number, art: Drawing, about: ImageSubject): ImageSpec {
  return { kind, width, height, svg: svgDocument(width, height, art.defs, art.body), palette: dedupe(art.colours), subject: about };
}

function dedupe(colours: Rgb[]): Rgb[] {
  const seen = new Map<string, Rgb>();
  for (const colour of colours) seen.set(c(colour), colour);
  return [...seen.values()];
}

interface Cloth {
  paint: string;
  art: Drawing;
  motif: Motif | null;
  weave: Weave | null;
}

const solid = (colour: Rgb): Cloth => ({ paint: c(colour), art: drawing('', [colour]), motif: null, weave: null });

/** Cloth for a garment: plain, printed with a motif, or a visible weave or knit. */
function clothFor(rng: Rng, palette: Palette, id: string, garment: Garment | Look, tile: number): Cloth {
  const knitted = garment === 'knit' || garment === 'cardigan';
  const woven = garment === 'jeans' || garment === 'coat' || garment === 'trench';
  if (knitted || (woven && rng.chance(0.5))) {
    const weave: Weave = knitted ? rng.pick(['jersey', 'rib'] as const) : garment === 'jeans' ? 'denim' : rng.pick(['herringbone', 'tweed', 'twill'] as const);
    const yarn = weave === 'denim' ? lch(rng.range(32, 44), rng.range(22, 34), rng.range(245, 262)) : palette.primary;
    const second = weave === 'denim' ? lch(82, 4, 240) : lighten(yarn, 12);
    const art = weaveFill(weave, id, tile / 16, yarn, second, lighten(yarn, -14));
    return { paint: `url(#${id})`, art, motif: null, weave };
  }
  if (rng.chance(0.45)) {
    const motif = rng.pick(MOTIFS);
    const art = motifFill(motif, id, tile, { ground: palette.primary, a: palette.secondary, b: palette.accent, c: palette.background }, rng);
    return { paint: `url(#${id})`, art, motif, weave: null };
  }
  return solid(palette.primary);
}

function garmentImage(rng: Rng, palette: Palette, only?: readonly Garment[]): ImageSpec {
  const garment = rng.pick(only ?? GARMENTS);
  const cloth = clothFor(rng, palette, 'cloth', garment, rng.pick([90, 120, 150]));
  const sketch = garmentSketch(garment, { cloth: cloth.paint, stroke: palette.detail, hardware: palette.accent, inner: palette.secondary }, rng.int(0, 11));
  const backdrop = rng.pick(['plain', 'circle', 'arch'] as const);
  const shadow = backdrop === 'plain' ? palette.shade : lighten(palette.background, palette.dark ? 18 : -18);
  let ground = rect(0, 0, 720, 960, palette.background);
  if (backdrop === 'circle') ground += circle(360, 470, 300, palette.shade);
  if (backdrop === 'arch') ground += path('M110 900 L110 360 A250 250 0 0 1 610 360 L610 900 Z', palette.shade);
  // Centre the garment's own outline in the frame, enlarging short pieces (shorts, bags) a little.
  const box = silhouetteBox(sketch.silhouette);
  const scale = Math.min(1.3, 600 / box.width, 720 / box.height);
  const at = (dx: number, dy: number) =>
    `translate(${(360 - (box.x + box.width / 2) * scale + dx).toFixed(1)} ${(490 - (box.y + box.height / 2) * scale + dy).toFixed(1)}) scale(${scale.toFixed(3)})`;
  const shadowArt = sketch.silhouette.map((d) => path(d, shadow)).join('');
  const art = combine(
    drawing(ground, [palette.background, ...(backdrop === 'plain' ? [] : [palette.shade])]),
    drawing(`<g transform="${at(14, 14)}">${shadowArt}</g>`, [shadow]),
    cloth.art,
    drawing(`<g transform="${at(0, 0)}">${sketch.body}</g>`, sketch.colours),
  );
  return finish('garment', 720, 960, art, subject([garment], cloth.motif, cloth.weave));
}

function dressedFigure(rng: Rng, palette: Palette, id: string, options: { mannequin?: Rgb } = {}): { art: Drawing; about: ImageSubject } {
  const look = rng.pick(Object.keys(LOOKS) as Look[]);
  const cloth = clothFor(rng, palette, id, look, rng.pick([60, 80, 100]));
  const skin = options.mannequin ?? rng.pick(SKIN_TONES);
  const person = figure(
    look,
    {
      cloth: cloth.paint,
      bottom: palette.secondary,
      outline: palette.detail,
      skin,
      hair: rng.pick(HAIR_COLOURS),
      shoes: lch(14, 2, 40),
      mannequin: options.mannequin !== undefined,
    },
    rng.int(0, 7),
  );
  return { art: combine(cloth.art, person), about: subject(LOOKS[look], cloth.motif, cloth.weave) };
}

function runwayImage(rng: Rng, palette: Palette): ImageSpec {
  const hue = rng.range(0, 360);
  const wall = lch(rng.range(14, 22), rng.range(2, 6), hue);
  const strip = lighten(wall, 10);
  const whiteRunway = rng.chance(0.35);
  const floor = whiteRunway ? lch(rng.range(84, 90), 2, 80) : lch(rng.range(34, 44), 3, hue);
  const spot = lighten(floor, whiteRunway ? -9 : 11);
  const crowd = lch(8, 1, hue);
  let scene = rect(0, 0, 720, 960, wall);
  for (const x of [60, 200, 470, 610]) scene += rect(x, 0, 50, 520, strip);
  scene += path(polygon([[0, 960], [720, 960], [470, 520], [250, 520]]), floor);
  scene += `<ellipse cx="360" cy="872" rx="150" ry="36" fill="${c(spot)}"/>`;
  const seats = (side: 1 | -1) => {
    const edge = (y: number) => (side === -1 ? 250 - ((y - 520) * 250) / 440 : 470 + ((y - 520) * 250) / 440);
    let out = path(polygon([[side === -1 ? 0 : 720, 560], [edge(560), 560], [edge(960), 960], [side === -1 ? 0 : 720, 960]]), crowd);
    for (let y = 540; y < 940; y += 46) {
      for (let k = 0; k < 6; k++) {
        const x = edge(y) + side * (22 + k * 40);
        if (x > -20 && x < 740) out += circle(x, y, 12 + (y - 520) / 60, crowd);
      }
    }
    return out;
  };
  scene += seats(-1) + seats(1);
  const model = dressedFigure(rng, palette, 'look');
  const art = combine(drawing(scene, [wall, strip, floor, spot, crowd]), model.art);
  return finish('runway', 720, 960, art, model.about);
}

function streetImage(rng: Rng, palette: Palette): ImageSpec {
  const wall = lch(rng.range(70, 86), rng.range(4, 14), rng.pick([40, 60, 80, 20]));
  const frame = lighten(wall, -16);
  const glass = lch(rng.range(24, 32), 6, rng.range(190, 240));
  const pavement = lch(rng.range(56, 64), 2, 70);
  const kerb = lighten(pavement, 14);
  let scene = rect(0, 0, 720, 960, wall);
  for (const x of [40, 480]) {
    scene += rect(x, 120, 200, 440, frame) + rect(x + 14, 134, 172, 412, glass);
    scene += rect(x + 96, 134, 8, 412, frame) + rect(x + 14, 330, 172, 8, frame);
  }
  scene += rect(0, 780, 720, 180, pavement) + rect(0, 780, 720, 14, kerb);
  for (let x = 0; x < 720; x += 120) scene += rect(x, 794, 3, 166, kerb);
  const person = dressedFigure(rng, palette, 'look');
  const art = combine(drawing(scene, [wall, frame, glass, pavement, kerb]), transformed(person.art, 'translate(40 40) scale(0.95)'));
  return finish('street', 720, 960, art, person.about);
}

function windowImage(rng: Rng, palette: Palette): ImageSpec {
  const frame = palette.dark ? lch(85, 4, 80) : palette.detail;
  const plinth = palette.shade;
  const mannequin = rng.chance(0.5) ? lch(93, 2, 80) : lch(20, 2, 60);
  let scene = rect(0, 0, 720, 960, frame) + rect(36, 36, 648, 888, palette.background);
  scene += circle(470, 380, 210, palette.accent);
  scene += rect(36, 36, 648, 56, frame);
  scene += rect(90, 820, 240, 104, plinth) + rect(390, 780, 260, 144, plinth);
  const left = dressedFigure(rng, palette, 'lookA', { mannequin });
  const right = dressedFigure(rng, palette, 'lookB', { mannequin });
  const art = combine(
    drawing(scene, [frame, palette.background, palette.accent, plinth]),
    transformed(left.art, 'translate(-40 160) scale(0.72)'),
    transformed(right.art, 'translate(262 90) scale(0.76)'),
  );
  return finish('window', 720, 960, art, { ...left.about, garments: [...new Set([...left.about.garments, ...right.about.garments])] });
}

function patternImage(rng: Rng, palette: Palette, motif: Motif = rng.pick(MOTIFS)): ImageSpec {
  const darkGround = rng.chance(0.3);
  const colours = darkGround
    ? { ground: palette.primary, a: palette.background, b: palette.accent, c: palette.secondary }
    : { ground: palette.background, a: palette.primary, b: palette.secondary, c: palette.accent };
  const fill = motifFill(motif, 'print', rng.pick([200, 240, 280]), colours, rng);
  const art = combine(fill, drawing(rect(0, 0, 800, 800, 'url(#print)'), []));
  return finish('pattern', 800, 800, art, subject([], motif));
}

/** Zig-zag "pinked" square, as cut with pinking shears. */
function pinkedSquare(x: number, y: number, size: number, tooth = 20, depth = 8): string {
  const pts: [number, number][] = [];
  const n = Math.round(size / tooth);
  for (let i = 0; i < n; i++) pts.push([x + i * tooth, y], [x + i * tooth + tooth / 2, y + depth]);
  for (let i = 0; i < n; i++) pts.push([x + size, y + i * tooth], [x + size - depth, y + i * tooth + tooth / 2]);
  for (let i = 0; i < n; i++) pts.push([x + size - i * tooth, y + size], [x + size - i * tooth - tooth / 2, y + size - depth]);
  for (let i = 0; i < n; i++) pts.push([x, y + size - i * tooth], [x + depth, y + size - i * tooth - tooth / 2]);
  return polygon(pts);
}

export function swatchImage(rng: Rng, palette: Palette, weave: Weave = rng.pick(WEAVES)): ImageSpec {
  const ground = paper(rng);
  const shadow = lighten(ground, -12);
  const yarn = weave === 'denim' ? lch(rng.range(30, 42), rng.range(24, 34), rng.range(245, 262)) : palette.primary;
  const second = weave === 'denim' ? lch(84, 3, 240) : weave === 'tweed' ? palette.secondary : lighten(yarn, 12);
  const fill = weaveFill(weave, 'cloth', rng.pick([10, 12, 14]), yarn, second, lighten(yarn, -14));
  const label = lch(97, 1, 90);
  const ink = lch(30, 2, 60);
  const shape = pinkedSquare(100, 90, 580);
  const art = combine(
    drawing(rect(0, 0, 800, 800, ground) + path(shape, shadow, 'transform="translate(10 12)"'), [ground, shadow]),
    fill,
    drawing(path(shape, 'url(#cloth)'), []),
    drawing(
      rect(540, 700, 170, 58, label, `stroke="${c(ink)}" stroke-width="1.5"`) +
        text(625, 737, `NO. ${String(rng.int(100, 9999)).padStart(4, '0')}`, ink, { size: 20, family: SANS, spacing: 2 }),
      [label, ink],
    ),
  );
  return finish('swatch', 800, 800, art, subject([], null, weave));
}

function moodboardImage(rng: Rng, palette: Palette): ImageSpec {
  const motif = rng.pick(MOTIFS);
  const print = motifFill(motif, 'print', 150, { ground: palette.background, a: palette.primary, b: palette.secondary, c: palette.accent }, rng);
  const garment = rng.pick(GARMENTS);
  const sketch = garmentSketch(garment, { cloth: c(palette.primary), stroke: palette.detail, hardware: palette.accent, inner: palette.secondary }, rng.int(0, 11));
  const chips = [palette.primary, palette.secondary, palette.accent, palette.detail, palette.shade];
  let layout = rect(0, 0, 960, 720, palette.background);
  layout += rect(48, 48, 400, 624, 'url(#print)', `stroke="${c(palette.shade)}" stroke-width="2"`);
  layout += path('M496 330 L496 168 A110 110 0 0 1 716 168 L716 330 Z', palette.secondary);
  layout += circle(826, 190, 78, palette.accent);
  layout += rect(496, 370, 416, 222, palette.shade);
  chips.forEach((chip, i) => (layout += rect(496 + i * 86, 612, 70, 60, chip)));
  const art = combine(
    print,
    drawing(layout, [palette.background, palette.shade, palette.secondary, palette.accent, ...chips]),
    drawing(`<g transform="translate(620 378) scale(0.27)">${sketch.body}</g>`, [palette.primary, ...sketch.colours]),
  );
  return finish('moodboard', 960, 720, art, subject([garment], motif));
}

function colourCardImage(rng: Rng, palette: Palette): ImageSpec {
  const ground = paper(rng);
  const label = lch(98, 0.5, 90);
  const ink = lch(28, 2, 60);
  const extra = makePalette(rng);
  const strips = [palette.primary, palette.secondary, palette.accent, palette.detail, extra.primary, extra.accent];
  let art = rect(0, 0, 720, 960, ground);
  strips.forEach((colour, i) => {
    const angle = -33 + i * 13;
    art +=
      `<g transform="rotate(${angle} 360 880)">` +
      rect(300, 150, 120, 720, label, `rx="10" stroke="${c(lighten(ground, -10))}" stroke-width="1.5"`) +
      rect(308, 158, 104, 520, colour, 'rx="6"') +
      text(360, 720, `TL ${rng.int(11, 19)}-${String(rng.int(100, 9999)).padStart(4, '0')}`, ink, { size: 13, family: SANS }) +
      `</g>`;
  });
  art += circle(360, 880, 14, ink);
  return finish('colourCard', 720, 960, drawing(art, [ground, label, ink, lighten(ground, -10), ...strips]), subject());
}

function chartImage(rng: Rng, palette: Palette): ImageSpec {
  const ground = lighten(palette.background, palette.dark ? 70 : 0);
  const card = lch(99, 0.5, 90);
  const grid = lch(90, 1, 80);
  const label = lch(78, 2, 80);
  let art = rect(0, 0, 960, 720, ground) + rect(40, 40, 880, 640, card, 'rx="16"');
  art += rect(80, 80, 260, 22, label, 'rx="11"') + rect(80, 116, 160, 14, grid, 'rx="7"');
  for (let y = 220; y <= 600; y += 76) art += rect(80, y, 480, 2, grid);
  const highlight = rng.int(0, 7);
  for (let i = 0; i < 8; i++) {
    const h = rng.range(80, 370);
    art += rect(96 + i * 58, 600 - h, 36, h, i === highlight ? palette.accent : palette.primary, 'rx="4"');
  }
  const parts = [rng.range(20, 40), rng.range(15, 30), rng.range(10, 25)];
  const slices = [...parts, 100 - parts.reduce((s, p) => s + p, 0)];
  const ring = 2 * Math.PI * 110;
  let offset = 0;
  const colours = [palette.primary, palette.secondary, palette.accent, palette.detail];
  slices.forEach((share, i) => {
    const length = (share / 100) * ring;
    art += `<circle cx="750" cy="330" r="110" fill="none" stroke="${c(colours[i]!)}" stroke-width="56" stroke-dasharray="${length.toFixed(1)} ${(ring - length).toFixed(1)}" stroke-dashoffset="${(-offset).toFixed(1)}" transform="rotate(-90 750 330)"/>`;
    offset += length;
  });
  slices.forEach((_, i) => (art += rect(640, 500 + i * 34, 18, 18, colours[i]!, 'rx="4"') + rect(670, 503 + i * 34, rng.range(90, 160), 12, grid, 'rx="6"')));
  return finish('chart', 960, 720, drawing(art, [ground, card, grid, label, ...colours]), subject());
}

function bookCoverImage(rng: Rng, palette: Palette, season: string): ImageSpec {
  const ink = palette.detail;
  if (rng.chance(0.5)) {
    const motif = rng.pick(MOTIFS);
    const print = motifFill(motif, 'print', 220, { ground: palette.background, a: palette.primary, b: palette.secondary, c: palette.accent }, rng);
    const panel = lch(97, 1, 90);
    const panelInk = lch(22, 3, 60);
    const art = combine(
      print,
      drawing(
        rect(0, 0, 720, 960, 'url(#print)') +
          rect(110, 250, 500, 380, panel) +
          text(360, 330, 'TRENDLOOM', panelInk, { size: 22, spacing: 8, family: SANS }) +
          text(360, 450, season, panelInk, { size: 84, family: SERIF }) +
          rect(300, 490, 120, 3, panelInk) +
          text(360, 560, 'PRINT & PATTERN', panelInk, { size: 22, spacing: 4, family: SANS }),
        [panel, panelInk],
      ),
    );
    return finish('bookCover', 720, 960, art, subject([], motif));
  }
  const person = dressedFigure(rng, palette, 'look');
  // The masthead clears the top sixth: a card's badges sit over a cover's top corners.
  const art = combine(
    drawing(rect(0, 0, 720, 960, palette.background), [palette.background]),
    transformed(person.art, 'translate(110 229) scale(0.76)'),
    drawing(
      text(360, 200, 'TRENDLOOM', ink, { size: 60, family: SERIF, spacing: 4 }) +
        text(360, 244, `${season}  ·  FORECAST`, ink, { size: 20, family: SANS, spacing: 5 }),
      [ink],
    ),
  );
  return finish('bookCover', 720, 960, art, person.about);
}

/** Season label for printed covers ("S/S 27") from the zh season name ("2027春夏"). */
const coverSeason = (season: string) => `${season.includes('春夏') ? 'S/S' : 'A/W'} ${season.slice(2, 4)}`;

export interface BannerText {
  zh: string;
  en: string;
}

export function bannerImage(rng: Rng, title: BannerText): ImageSpec {
  const palette = makePalette(rng, { background: rng.pick(['light', 'tinted'] as const) });
  const ink = lighten(palette.detail, -10);
  const motif = rng.pick(MOTIFS);
  const print = motifFill(motif, 'print', 140, { ground: palette.secondary, a: palette.background, b: palette.primary, c: palette.accent }, rng);
  const weave = weaveFill(rng.pick(['herringbone', 'tweed', 'twill'] as const), 'cloth', 9, palette.secondary, lighten(palette.secondary, 12), lighten(palette.secondary, -14));
  const arch = (x: number, paint: string) => path(`M${x} 560 L${x} 200 A100 100 0 0 1 ${x + 200} 200 L${x + 200} 560 Z`, paint);
  const art = combine(
    print,
    weave,
    drawing(
      rect(0, 0, 1600, 600, palette.background) +
        circle(1190, 300, 250, palette.shade) +
        arch(900, 'url(#print)') +
        arch(1120, c(palette.primary)) +
        arch(1340, 'url(#cloth)') +
        text(110, 270, title.zh, ink, { size: 72, family: CJK_SERIF, anchor: 'start', weight: 600 }) +
        rect(112, 318, 90, 4, palette.accent) +
        text(110, 390, title.en.toUpperCase(), ink, { size: 26, family: SANS, anchor: 'start', spacing: 5 }),
      [palette.background, palette.shade, palette.primary, palette.secondary, palette.accent, ink],
    ),
  );
  return finish('banner', 1600, 600, art, subject([], motif));
}

export function logoImage(rng: Rng, initials: string): ImageSpec {
  const light = rng.chance(0.55);
  const ground = light ? paper(rng) : makePalette(rng, { background: 'light' }).primary;
  const ink = hexToRgb(light ? '#1F1F1F' : textColourOn(ground));
  const frame = rng.pick(['circle', 'square', 'none'] as const);
  let art = rect(0, 0, 320, 320, ground);
  if (frame === 'circle') art += circle(160, 160, 118, 'none', `stroke="${c(ink)}" stroke-width="3"`);
  if (frame === 'square') art += rect(48, 48, 224, 224, 'none', `stroke="${c(ink)}" stroke-width="3"`);
  art += text(160, 160 + (initials.length > 1 ? 34 : 42), initials, ink, { size: initials.length > 1 ? 96 : 120, family: SERIF, spacing: initials.length > 1 ? 4 : 0 });
  return finish('logo', 320, 320, drawing(art, [ground, ink]), subject());
}

export function avatarImage(rng: Rng): ImageSpec {
  const palette = makePalette(rng, { background: 'tinted' });
  const skin = rng.pick(SKIN_TONES);
  const hair = rng.pick(HAIR_COLOURS);
  const top = palette.primary;
  const style = rng.int(0, 3);
  let art = rect(0, 0, 320, 320, palette.background);
  if (style === 0) art += path('M100 150 Q100 70 160 70 Q220 70 220 150 L228 280 L92 280 Z', hair);
  art += path('M50 320 C50 246 110 222 160 222 C210 222 270 246 270 320 Z', top);
  art += rect(142, 180, 36, 50, skin, 'rx="12"');
  art += `<ellipse cx="160" cy="148" rx="50" ry="58" fill="${c(skin)}"/>`;
  if (style === 1) art += circle(160, 80, 26, hair);
  const cap = style === 2 ? 'M108 150 Q106 86 160 84 Q214 86 212 150 Q198 112 160 110 Q122 112 108 150 Z' : 'M110 140 Q112 88 160 86 Q208 88 210 140 Q190 108 160 108 Q130 108 110 140 Z';
  art += path(cap, hair);
  return finish('avatar', 320, 320, drawing(art, [palette.background, skin, hair, top]), subject());
}

export interface PoolImageOptions {
  season: string;
}

/** One picture of the shared pool. */
export function poolImage(kind: PoolKind, rng: Rng, { season }: PoolImageOptions): ImageSpec {
  const palette = makePalette(rng);
  switch (kind) {
    case 'garment':
      return garmentImage(rng, palette);
    case 'runway':
      return runwayImage(rng, palette);
    case 'street':
      return streetImage(rng, makePalette(rng, { background: 'light' }));
    case 'window':
      return windowImage(rng, palette);
    case 'pattern':
      return patternImage(rng, palette);
    case 'swatch':
      return swatchImage(rng, palette);
    case 'moodboard':
      return moodboardImage(rng, makePalette(rng, { background: rng.pick(['light', 'tinted'] as const) }));
    case 'colourCard':
      return colourCardImage(rng, palette);
    case 'chart':
      return chartImage(rng, makePalette(rng, { background: 'light' }));
    case 'bookCover':
      return bookCoverImage(rng, palette, coverSeason(season));
  }
}
