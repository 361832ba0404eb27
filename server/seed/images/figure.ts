import type { Rgb } from '../../../src/shared/colour';
import { c, circle, drawing, ellipse, line, path, type Drawing } from './svg';

/** What a figure wears; each look names the categories it shows (for tagging items). */
export const LOOKS = {
  dress: ['dress'],
  coat: ['coat'],
  suit: ['blazer', 'trousers'],
  skirtset: ['shirt', 'skirt'],
} as const;
export type Look = keyof typeof LOOKS;

export interface FigurePaints {
  /** Main garment paint: a colour or url(#pattern). */
  cloth: string;
  /** Second garment (trousers, skirt). */
  bottom: Rgb;
  outline: Rgb;
  skin: Rgb;
  hair: Rgb;
  shoes: Rgb;
  /** Mannequins have no hair and one body colour. */
  mannequin?: boolean;
}

const LEGS = {
  left: 'M322 440 L358 440 L352 650 L348 856 L332 856 L328 650 Z',
  right: 'M362 440 L398 440 L388 650 L376 850 L361 850 L366 650 Z',
};
const ARMS = { left: 'M302 222 L287 340 L281 456', right: 'M418 222 L433 340 L439 456' };

/**
 * A stylised fashion croquis (about nine heads tall) in a 720×960 frame, walking towards the viewer.
 * Paint order matters: long hair, legs, shoes, arms, clothes, head.
 */
export function figure(look: Look, p: FigurePaints, variant: number): Drawing {
  const outline = `stroke="${c(p.outline)}" stroke-width="2.5" stroke-linejoin="round"`;
  const cloth = (d: string, paint: Rgb | string = p.cloth) => path(d, paint, outline);
  const sleeve = (d: string) => `<path d="${d}" fill="none" stroke="${p.cloth}" stroke-width="36" stroke-linecap="round" stroke-linejoin="round"/>`;
  const hairStyle = p.mannequin ? -1 : variant % 4;
  let body = '';
  if (hairStyle === 0) body += path('M328 118 Q328 78 360 80 Q394 78 394 118 L402 262 Q360 276 318 262 Z', p.hair);
  body += path(LEGS.left, p.skin) + path(LEGS.right, p.skin);
  body += path('M331 852 Q324 884 338 888 L360 888 Q362 870 349 852 Z', p.shoes) + path('M360 846 Q356 878 370 882 L392 882 Q392 864 377 846 Z', p.shoes);
  body += line(ARMS.left, p.skin, 19) + line(ARMS.right, p.skin, 19) + circle(281, 462, 11, p.skin) + circle(439, 462, 11, p.skin);

  switch (look) {
    case 'dress': {
      const hem = variant % 2 === 0 ? 700 : 575;
      body += cloth(`M312 205 L408 205 Q404 290 392 372 L${470 - (700 - hem) / 3} ${hem} Q360 ${hem + 28} ${250 + (700 - hem) / 3} ${hem} L328 372 Q316 290 312 205 Z`);
      body += cloth('M303 209 L322 208 L314 282 L288 276 Z') + cloth('M417 209 L398 208 L406 282 L432 276 Z');
      body += line('M328 372 Q360 382 392 372', p.outline, 2);
      break;
    }
    case 'coat': {
      body += sleeve('M304 222 L289 340 L283 436') + sleeve('M416 222 L431 340 L437 436');
      body += cloth('M298 206 L422 206 L438 322 L454 690 Q360 706 266 690 L282 322 Z');
      body += line('M340 206 L360 330 L380 206', p.outline, 2.5) + line('M372 330 L372 692', p.outline, 2.5);
      body += line(`M286 420 L434 420`, p.outline, 10) + circle(372, 420, 8, p.bottom);
      break;
    }
    case 'suit': {
      body += cloth('M316 440 L404 440 L422 852 L372 852 L360 520 L348 852 L298 852 Z', p.bottom);
      body += sleeve('M304 222 L289 340 L283 436') + sleeve('M416 222 L431 340 L437 436');
      body += cloth('M298 206 L422 206 L432 322 L438 478 L282 478 L288 322 Z');
      body += line('M338 206 L360 350 L382 206', p.outline, 2.5) + circle(360, 388, 5, p.outline) + circle(360, 428, 5, p.outline);
      break;
    }
    case 'skirtset': {
      body += cloth('M322 376 L398 376 L446 642 Q360 660 274 642 Z', p.bottom);
      body += sleeve('M304 222 L291 320') + sleeve('M416 222 L429 320');
      body += cloth('M304 206 L416 206 L406 300 L400 384 L320 384 L314 300 Z');
      body += line('M346 206 L360 236 L374 206', p.outline, 2);
      break;
    }
  }

  body += path('M350 148 L370 148 L372 208 L348 208 Z', p.skin);
  body += ellipse(360, 128, 26, 33, p.skin);
  if (hairStyle === 0 || hairStyle === 3) body += path('M333 122 Q334 90 360 90 Q387 90 388 122 Q378 104 360 104 Q342 104 333 122 Z', p.hair);
  if (hairStyle === 1) body += circle(360, 86, 15, p.hair) + path('M333 120 Q334 92 360 92 Q387 92 388 120 Q376 102 360 102 Q344 102 333 120 Z', p.hair);
  if (hairStyle === 2) body += path('M330 124 Q330 88 360 88 Q391 88 391 124 L393 168 L377 162 L378 120 Q360 106 342 120 L343 162 L327 168 Z', p.hair);

  const colours = [p.skin, p.shoes, p.outline, ...(look === 'dress' ? [] : [p.bottom]), ...(p.mannequin ? [] : [p.hair])];
  return drawing(body, colours);
}
