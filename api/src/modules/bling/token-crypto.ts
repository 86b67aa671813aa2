import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Bling tokens at rest (decision 016): AES-256-GCM under a key derived from APP_KEY with HKDF, so the
 * same APP_KEY can key other secrets under other contexts without reuse. Each value gets a random IV;
 * `context` (e.g. the supplier and token kind) is authenticated data, so a ciphertext copied onto
 * another row does not decrypt there.
 */
const INFO = 'ponte/bling-tokens/v1';
const VERSION = 'v1';
const keys = new Map<string, Buffer>();

function keyFor(appKey: string | undefined): Buffer {
  if (!appKey) throw new Error('APP_KEY is not set: Bling tokens cannot be encrypted.');
  let key = keys.get(appKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', appKey, Buffer.alloc(0), INFO, 32));
    keys.set(appKey, key);
  }
  return key;
}

export function encryptSecret(appKey: string | undefined, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(appKey), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Throws when the value was not written by encryptSecret with this key and context. */
export function decryptSecret(appKey: string | undefined, stored: string, context: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined)
    throw new Error('Unreadable encrypted value.');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(appKey), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** The authenticated context of one token of one supplier's connection. */
export const tokenContext = (supplierId: number, kind: 'access' | 'refresh') => `bling:${supplierId}:${kind}`;
