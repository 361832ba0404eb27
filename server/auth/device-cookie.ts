import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';

/** A device that logged in keeps its own login budget this long after its last login. */
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 3600;
const SECRET_NAME = 'device-cookie-hmac';

export interface KnownDevice {
  userId: number;
  deviceId: string;
}

/** The HMAC key every app server shares: made by whichever server asks first. */
async function loadSecret(db: Queryable): Promise<Buffer> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    SECRET_NAME,
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [SECRET_NAME]);
  return Buffer.from(row!.value, 'base64url');
}

/**
 * The signed `device` cookie of a browser that logged in before (OWASP "device cookies"): it
 * names the account and a random device id, signed with the server's key. A login carrying it
 * for that account is throttled on the device's own budget, so guesses from elsewhere cannot
 * lock the owner out. It grants nothing else: the password is still checked.
 */
export class DeviceCookies {
  private secret: Promise<Buffer> | undefined;
  readonly name: string;

  constructor(
    private readonly db: Queryable,
    private readonly secure: boolean,
  ) {
    this.name = secure ? '__Host-tl_device' : 'tl_device';
  }

  private async mac(userId: number, deviceId: string): Promise<Buffer> {
    this.secret ??= loadSecret(this.db);
    return createHmac('sha256', await this.secret).update(`device:v1:${userId}:${deviceId}`).digest();
  }

  /** The device the request's cookie names, if its signature is ours. */
  async read(request: FastifyRequest): Promise<KnownDevice | null> {
    const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(request.cookies[this.name] ?? '');
    if (!match) return null;
    const userId = Number(match[1]);
    const deviceId = match[2]!;
    const expected = await this.mac(userId, deviceId);
    const given = Buffer.from(match[3]!, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, deviceId } : null;
  }

  /** After a successful login: keeps this device's id for the same account, a new one otherwise. */
  async issue(reply: FastifyReply, userId: number, previous: KnownDevice | null): Promise<void> {
    const deviceId = previous?.userId === userId ? previous.deviceId : randomBytes(16).toString('base64url');
    const signature = (await this.mac(userId, deviceId)).toString('base64url');
    reply.setCookie(this.name, `${userId}.${deviceId}.${signature}`, {
      httpOnly: true,
      secure: this.secure,
      sameSite: 'strict',
      path: '/',
      maxAge: DEVICE_MAX_AGE_SECONDS,
    });
  }
}
