import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '#server/db/schema.ts';

/**
 * A device an account has recently signed in on. At a good sign-in the browser is given a cookie that
 * names the account and its end date, signed with a key only the server holds: the account's stored
 * password hash (secret, different for every account, and changed with the password, so a new password
 * forgets every device). A sign-in that carries it for the name it tries is checked in a hashing lane of
 * its own (password.ts), so a flood of strangers' guesses cannot keep the owner out. The cookie grants
 * nothing else: the password is still checked and every sign-in limit still applies.
 */
export const KNOWN_DEVICE_COOKIE = 'mandi_known';
export const KNOWN_DEVICE_DAYS = 90;
/** Accounts one device is remembered for (a shared kitchen tablet); the least recent goes first. */
const ACCOUNTS_PER_DEVICE = 4;
const DAY_SECONDS = 24 * 60 * 60;
const MAC_LENGTH = 22; // 128 bits in base64url

type Account = Pick<User, 'username' | 'password_hash'>;
interface Entry {
  /** Seconds since 1970, in base 36. */
  expires: string;
  mac: string;
}

function macOf(account: Account, expires: string): string {
  return createHmac('sha256', `mandi-known-device\u0000${account.password_hash}`)
    .update(`${account.username}\u0000${expires}`)
    .digest('base64url')
    .slice(0, MAC_LENGTH);
}

function entriesOf(value: string | undefined): Entry[] {
  if (!value || value.length > 200) return [];
  return value.split('~').flatMap((entry) => {
    const match = /^([0-9a-z]{1,10})\.([\w-]{22})$/.exec(entry);
    return match ? [{ expires: match[1]!, mac: match[2]! }] : [];
  });
}

const isLive = (entry: Entry, nowSeconds: number) => parseInt(entry.expires, 36) > nowSeconds;
const isFor = (entry: Entry, account: Account) =>
  timingSafeEqual(Buffer.from(entry.mac), Buffer.from(macOf(account, entry.expires)));

/** Whether the cookie's value holds a live entry for `account`. */
export function isKnownDevice(value: string | undefined, account: Account, now = Date.now()): boolean {
  const nowSeconds = Math.floor(now / 1000);
  return entriesOf(value).some((entry) => isLive(entry, nowSeconds) && isFor(entry, account));
}

/** The cookie's value once `account` has signed in: its fresh entry first, the device's other live ones after. */
export function rememberedValue(value: string | undefined, account: Account, now = Date.now()): string {
  const nowSeconds = Math.floor(now / 1000);
  const expires = (nowSeconds + KNOWN_DEVICE_DAYS * DAY_SECONDS).toString(36);
  const others = entriesOf(value).filter((entry) => isLive(entry, nowSeconds) && !isFor(entry, account));
  return [{ expires, mac: macOf(account, expires) }, ...others]
    .slice(0, ACCOUNTS_PER_DEVICE)
    .map((entry) => `${entry.expires}.${entry.mac}`)
    .join('~');
}

/** Whether this sign-in comes from a device `account` has recently signed in on. */
export function comesFromKnownDevice(request: FastifyRequest, account: Account): boolean {
  return isKnownDevice(request.cookies[KNOWN_DEVICE_COOKIE], account);
}

/** After a good sign-in: remembers this device for the account (sent back on sign-in calls only). */
export function rememberDevice(request: FastifyRequest, reply: FastifyReply, account: Account, secure: boolean) {
  const now = Date.now();
  reply.setCookie(KNOWN_DEVICE_COOKIE, rememberedValue(request.cookies[KNOWN_DEVICE_COOKIE], account, now), {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/api/auth',
    expires: new Date(now + KNOWN_DEVICE_DAYS * DAY_SECONDS * 1000),
  });
}
