import type { BalanceOptions, BalanceResult, BalanceStyle } from '../shared/planning/balance';
import { lazyWorker } from './lazy-worker';
import type { RatioBalanceApi } from './ratio-balance-api';

const worker = lazyWorker<RatioBalanceApi>(
  'ratio-balance',
  () => new Worker(new URL('./ratio-balance.worker.ts', import.meta.url), { type: 'module', name: 'ratio-balance' }),
  20_000, // idle: a planner tries several palettes in a row
);

/** Quantity changes that move a range's colour shares toward a palette's ratios (src/shared/planning/balance.ts). */
export function balanceColourRatios(styles: BalanceStyle[], palette: { hex: string; ratio: number }[], options: BalanceOptions = {}): Promise<BalanceResult> {
  return worker.run((api) => api.balance(styles, palette, options));
}
