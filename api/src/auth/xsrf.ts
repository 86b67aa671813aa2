import { randomBytes } from 'node:crypto';
import type { Env } from '../env.ts';
import { deriveKey, hmacSha256, safeEqual } from '../lib/crypto.ts';

/**
 * XSRF tokens bound to the session (decision 033): the token is an HMAC of the session token under a key
 * derived from APP_KEY, so a cookie planted by a sibling site or copied from another session is worth
 * nothing, and the server keeps no state for it.
 */
const INFO = 'ponte/xsrf/v1';
const keys = new Map<string, Buffer>();
// main.ts always sets APP_KEY; tests and benchmarks may not, and a key of this process alone is as secret.
const processKey = randomBytes(32).toString('base64url');

function keyFor(appKey: string | undefined): Buffer {
  const secret = appKey ?? processKey;
  let key = keys.get(secret);
  if (!key) {
    key = deriveKey(secret, INFO);
    keys.set(secret, key);
  }
  return key;
}

export const xsrfTokenFor = (env: Pick<Env, 'APP_KEY'>, sessionToken: string) =>
  hmacSha256(keyFor(env.APP_KEY), sessionToken);

export const isXsrfTokenOf = (
  env: Pick<Env, 'APP_KEY'>,
  sessionToken: string,
  candidate: string | undefined,
) =>
  candidate !== undefined && safeEqual(candidate, xsrfTokenFor(env, sessionToken));
