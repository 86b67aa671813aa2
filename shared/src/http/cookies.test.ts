import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';

describe('readCookie', () => {
  it('finds a cookie among others, decoded, and nothing when absent', () => {
    expect(readCookie('theme=dark; XSRF-TOKEN=a%2Bb; ponte_lang=en', 'XSRF-TOKEN')).toBe('a+b');
    expect(readCookie('ponte_lang=en', 'ponte_lang')).toBe('en');
    expect(readCookie('xponte_lang=en; other=1', 'ponte_lang')).toBeUndefined();
    expect(readCookie('', 'ponte_lang')).toBeUndefined();
    expect(readCookie(null, 'ponte_lang')).toBeUndefined();
  });

  it('keeps "=" inside a value and answers a broken encoding as sent', () => {
    expect(readCookie('token=abc==; x=1', 'token')).toBe('abc==');
    expect(readCookie('token=%E0%A4%A', 'token')).toBe('%E0%A4%A');
  });
});
