import { describe, expect, it } from 'vitest';
import { en } from '@ponte/shared';
import { BLING_MESSAGES } from './bling-messages.ts';

describe('Bling messages', () => {
  it('every phrase a supplier can read has its English form in the catalog', () => {
    const missing = Object.values(BLING_MESSAGES).filter((phrase) => !en[phrase]);
    expect(missing).toEqual([]);
  });
});
