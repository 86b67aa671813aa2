import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, tokenContext } from './token-crypto.ts';

const KEY = 'uma-chave-de-aplicacao-com-mais-de-32-caracteres';
const JWT = `eyJ${'a'.repeat(2500)}.payload.signature`;

describe('token encryption', () => {
  it('round-trips long tokens, with a fresh IV each time', () => {
    const context = tokenContext(7, 'access');
    const a = encryptSecret(KEY, JWT, context);
    const b = encryptSecret(KEY, JWT, context);
    expect(a).not.toBe(b);
    expect(a).not.toContain('aaaaaaaa');
    expect(a.startsWith('v1.')).toBe(true);
    expect(decryptSecret(KEY, a, context)).toBe(JWT);
    expect(decryptSecret(KEY, b, context)).toBe(JWT);
  });

  it('refuses another key, another row or kind, and any tampering', () => {
    const stored = encryptSecret(KEY, 'segredo', tokenContext(7, 'refresh'));
    expect(() => decryptSecret(`${KEY}-outra`, stored, tokenContext(7, 'refresh'))).toThrow();
    expect(() => decryptSecret(KEY, stored, tokenContext(8, 'refresh'))).toThrow();
    expect(() => decryptSecret(KEY, stored, tokenContext(7, 'access'))).toThrow();
    const [v, iv, tag, body] = stored.split('.');
    const flipped = `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => decryptSecret(KEY, [v, iv, tag, flipped].join('.'), tokenContext(7, 'refresh'))).toThrow();
    expect(() => decryptSecret(KEY, 'texto-puro', tokenContext(7, 'refresh'))).toThrow();
  });

  it('will not run without APP_KEY', () => {
    expect(() => encryptSecret(undefined, 'x', 'c')).toThrow(/APP_KEY/);
  });
});
