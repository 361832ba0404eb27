import { ApiError, type Registry } from '../api/registry';
import { STATUS } from '../../src/shared/contract';
import { hitAll } from '../auth/rate-limit';

/** Consult requests one client address may send per hour (the form is public). */
export const CONSULTS_PER_ADDRESS_PER_HOUR = 10;
export const CONSULT_TOO_MANY = '提交过于频繁，请稍后再试';

export function registerConsultHandlers(registry: Registry) {
  // Params were trimmed and checked by the shared consult schema (phone required, 1 + 10 digits).
  registry.register('oct/General/addConsult', async (params, { db, caller }) => {
    const limit = { key: `consult:address:${caller.address ?? 'unknown'}`, max: CONSULTS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 };
    if (await hitAll(db, [limit])) throw new ApiError(STATUS.tooMany, CONSULT_TOO_MANY, 429);
    await db.query('INSERT INTO consult_requests (type, mobile, address, intention, user_id) VALUES ($1, $2, $3, $4, $5)', [
      params.type,
      params.mobile,
      params.address,
      params.intention,
      caller.user?.id ?? null,
    ]);
    return { received: true as const };
  });
}
