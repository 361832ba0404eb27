import argon2 from 'argon2';

/** OWASP / ASVS minimum for argon2id: 19 MiB, 2 iterations, 1 lane. */
export const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored PHC string. With no stored hash (unknown account) it
 * still does the same work against a dummy hash, so timing does not reveal which accounts exist.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('trendloom-no-such-account');
  const hash = storedHash ?? (await dummyHash);
  const matches = await argon2.verify(hash, password).catch(() => false);
  return storedHash !== undefined && matches;
}

/** True when a stored hash uses weaker parameters than HASH_OPTIONS (rehash on next login). */
export function needsRehash(storedHash: string): boolean {
  return argon2.needsRehash(storedHash, HASH_OPTIONS);
}
