import { balanceRange, type BalanceOptions, type BalanceResult, type BalanceStyle } from '../shared/planning/balance';

/** What the ratio-balancing worker offers across Comlink (the design card's ratio-balancing worker). */
export interface RatioBalanceApi {
  balance(styles: BalanceStyle[], palette: { hex: string; ratio: number }[], options: BalanceOptions): Promise<BalanceResult>;
}

export const ratioBalanceApi: RatioBalanceApi = {
  balance: async (styles, palette, options) => balanceRange(styles, palette, options),
};
