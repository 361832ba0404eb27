import { z } from 'zod';
import { defineCall } from '../define';

/** The zone of the figure a garment dresses: where the fitting room places it and its layer. */
export const FITTING_ZONES = ['bottom', 'top', 'dress', 'outer'] as const;
export type FittingZone = (typeof FITTING_ZONES)[number];

/** A pre-cut garment: a transparent cut-out of the garment a catalogue item shows. */
export interface FittingGarment {
  id: number;
  /** The catalogue item it was cut from, and its title. */
  itemId: number;
  title: string;
  garment: string;
  zone: FittingZone;
  /** /media/… URL of the transparent PNG. */
  src: string;
  width: number;
  height: number;
}

/** The 2D fitting room (spec §2 /fittingRoom/channel/:channel, issue #14 item 5). Looks are works (type 2), saved through sync. */
export const fittingCalls = {
  /** The pre-cut garments of the demo catalogue, in the room's order. */
  'index/FittingRoom/garments': defineCall<{ list: FittingGarment[] }>()({
    module: 'index',
    controller: 'FittingRoom',
    func: 'garments',
    params: z.strictObject({}),
    access: 'login',
    kind: 'read',
  }),
};
