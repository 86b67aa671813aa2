import { describe, expect, it } from 'vitest';
import { centsToInput, decimalToInput, parseDecimal, parseInteger, parseReais } from './money.ts';

describe('money inputs', () => {
  it('reads reais as people type them', () => {
    expect(parseReais('12,90')).toBe(1290);
    expect(parseReais('R$ 1.234,5')).toBe(123450);
    expect(parseReais('1.234')).toBe(123400);
    expect(parseReais('12.9')).toBe(1290);
    expect(parseReais('89')).toBe(8900);
    expect(parseReais('  ')).toBeUndefined();
    expect(parseReais('12,345')).toBeNaN();
    expect(parseReais('-5')).toBeNaN();
    expect(parseReais('doze')).toBeNaN();
  });

  it('writes centavos back for an input, and reads other numbers', () => {
    expect(centsToInput(123456)).toBe('1234,56');
    expect(centsToInput(null)).toBe('');
    expect(parseInteger('1.200')).toBe(1200);
    expect(parseInteger('3,5')).toBeNaN();
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('')).toBeUndefined();
    expect(decimalToInput(12.5)).toBe('12,5');
  });
});
