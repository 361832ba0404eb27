import { callApi, queryOptionsFor } from '../../../lib/api';
import type { Locale } from '../../../i18n/locale';
import type { CollectionKind } from '../../../shared/contract/calls/usercenter';
import type { PlanBoard } from '../../../shared/planning/board';

/** The member's plans, newest change first. */
export const plansQuery = (locale?: Locale) => queryOptionsFor('oct/Planning/listPlans', {}, locale);
/** One of the member's plans (kept by the service worker: the board opens offline once seen). */
export const planQuery = (id: number, locale?: Locale) => queryOptionsFor('oct/Planning/getPlan', { id }, locale);
/** A page of the member's favourites of one collection: the styles a plan can take in. */
export const favouritesQuery = (kind: CollectionKind, page: number, locale?: Locale) => queryOptionsFor('oct/UserCenter/getFavList', { kind, p: page }, locale);
/** The season's trend palettes of a channel (colour centre), as balancing targets. */
export const trendPalettesQuery = (channel: number, locale?: Locale) => queryOptionsFor('index/Color/getColorTrend', { channel }, locale);

export const createPlan = (name: string, channel: number) => callApi('oct/Planning/createPlan', { name, channel });
export const renamePlan = (id: number, name: string) => callApi('oct/Planning/renamePlan', { id, name });
export const deletePlan = (id: number) => callApi('oct/Planning/deletePlan', { id });
/** Saves the board on top of `version`; a newer version on the server answers 409 and changes nothing. */
export const savePlan = (id: number, version: number, board: PlanBoard) => callApi('oct/Planning/savePlan', { id, version, board });
