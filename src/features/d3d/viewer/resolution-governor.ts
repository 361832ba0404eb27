/**
 * How sharp the 3D viewer draws (its device pixel ratio). Still frames are drawn at full
 * resolution; while the garment moves (turntable, orbit), the resolution follows the frame rate:
 * on a slow device (an older iPad, software WebGL) it drops until frames come at the target rate,
 * never below the floor, and climbs back when there is room. The canvas has no MSAA (on a slow
 * device it costs more than the whole scene); full resolution is 2× so still frames are smooth.
 */
export class ResolutionGovernor {
  /** The ratio while moving, learned from the frames drawn. */
  private moving: number;
  private samples: number[] = [];
  private windowStart = 0;

  constructor(
    readonly full = 2,
    readonly floor = 0.5,
    /** Frame time aimed at while moving (40 fps leaves margin above 30). */
    readonly targetMs = 25,
    /** How long frames are gathered before the ratio is judged again. */
    readonly windowMs = 400,
  ) {
    this.moving = full;
  }

  /** The ratio for the next moving frame. */
  get motion(): number {
    return this.moving;
  }

  /** A frame was drawn while moving, `ms` after the previous one, at time `now`: the ratio for the next one. */
  frame(ms: number, now: number): number {
    if (!this.samples.length) this.windowStart = now;
    this.samples.push(ms);
    if (now - this.windowStart < this.windowMs || this.samples.length < 4) return this.moving;
    const typical = [...this.samples].sort((a, b) => a - b)[Math.floor(this.samples.length / 2)]!;
    this.samples = [];
    const tooSlow = typical > this.targetMs * 1.15;
    // Frames at the display's rate (16.7 ms at 60 Hz) are the fastest there are: room to grow.
    const room = typical < this.targetMs * 0.75 && this.moving < this.full;
    if (tooSlow || room) {
      // Drawing time grows with the pixels, the square of the ratio.
      const next = this.moving * Math.sqrt(this.targetMs / typical);
      this.moving = Math.round(Math.min(this.full, Math.max(this.floor, next)) * 20) / 20;
    }
    return this.moving;
  }

  /** Motion stopped: frames gathered so far say nothing about the next motion's start. */
  pause(): void {
    this.samples = [];
  }
}
