import { NOTIFICATION_FAMILIES, type NotificationFamily } from '@ponte/shared';
import { deriveKey, hmacSha256, safeEqual } from '../../lib/crypto.ts';

/**
 * The one-click unsubscribe token of an e-mail's footer (decision 056): `<user id>.<family>.<signature>`,
 * the signature an HMAC-SHA256 over user and family with a key derived from APP_KEY for this purpose only.
 * It never expires (a link in an old e-mail must still work) and does one thing: turn that family's
 * e-mail off for that person. Nothing secret is in it; changing either part breaks the signature.
 */
const keyFor = (appKey: string) => deriveKey(appKey, 'ponte:notifications:unsubscribe');

const signature = (appKey: string, userId: number, family: NotificationFamily) =>
  hmacSha256(keyFor(appKey), `${userId}\n${family}`);

export function unsubscribeToken(appKey: string, userId: number, family: NotificationFamily): string {
  return `${userId}.${family}.${signature(appKey, userId, family)}`;
}

/** The user and family a token names, or null when it was not signed by us for exactly those. */
export function readUnsubscribeToken(
  appKey: string,
  token: string,
): { userId: number; family: NotificationFamily } | null {
  const match = /^([1-9]\d{0,9})\.([a-z]+)\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const family = match[2] as NotificationFamily;
  if (!NOTIFICATION_FAMILIES.includes(family) || userId > 2_147_483_647) return null;
  return safeEqual(match[3]!, signature(appKey, userId, family)) ? { userId, family } : null;
}
