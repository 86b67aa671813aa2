import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 bits of randomness, URL-safe: session, reset and XSRF tokens. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256: a leaked table cannot be replayed. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * A 256-bit key for one purpose, derived from APP_KEY with HKDF-SHA256: the same APP_KEY keys several
 * things (Bling tokens, XSRF tokens) and none of them can stand in for another.
 */
export const deriveKey = (appKey: string, info: string) =>
  Buffer.from(hkdfSync('sha256', appKey, Buffer.alloc(0), info, 32));

/** HMAC-SHA256 of `value`, URL-safe. */
export const hmacSha256 = (key: Buffer, value: string) =>
  createHmac('sha256', key).update(value).digest('base64url');
