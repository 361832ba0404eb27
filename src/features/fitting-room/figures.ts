import type { FittingZone } from '../../shared/contract/calls/fitting';

/** The figure page: the mannequins are drawn in this box (public/fitting/figures/*.svg, precached). */
export const FIGURE_PAGE = { width: 600, height: 1000 } as const;

interface Zone {
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface FigureTemplate {
  id: string;
  body: 'straight' | 'curvy';
  pose: 'stand' | 'walk';
  src: string;
  /** Where a garment of each zone is first put (fitted inside, keeping its proportions). */
  zones: Record<FittingZone, Zone>;
}

const zonesFor = (k: number): Record<FittingZone, Zone> => {
  const around = (w: number, y: number, h: number): Zone => ({ x: 300 - (w * k) / 2, y, w: w * k, h });
  return { top: around(300, 150, 380), bottom: around(220, 380, 570), dress: around(290, 150, 640), outer: around(340, 145, 600) };
};

/** Two bodies × two poses. */
export const FIGURES: FigureTemplate[] = (['straight', 'curvy'] as const).flatMap((body) =>
  (['stand', 'walk'] as const).map((pose) => ({ id: `${body}-${pose}`, body, pose, src: `/fitting/figures/${body}-${pose}.svg`, zones: zonesFor(body === 'curvy' ? 1.1 : 1) })),
);
export const figureOf = (id: string | undefined) => FIGURES.find((figure) => figure.id === id) ?? FIGURES[0]!;

/** The garment's first box: fitted in its zone, centred across, from the zone's top. */
export function placeIn(zone: Zone, size: { width: number; height: number }) {
  const scale = Math.min(zone.w / size.width, zone.h / size.height);
  const w = size.width * scale;
  return { x: zone.x + (zone.w - w) / 2, y: zone.y, w, h: size.height * scale };
}

/** Garments of lower zones go under those of higher ones (trousers under a top under a coat). */
export const ZONE_LAYER: Record<FittingZone, number> = { bottom: 0, top: 1, dress: 1, outer: 2 };
