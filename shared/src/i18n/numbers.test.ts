import { describe, expect, it } from 'vitest';
import { en } from './catalog.ts';
import { formatBRL } from './translate.ts';
import {
  formatDecimal,
  formatInteger,
  formatMoney,
  NUMBER_ERRORS,
  NUMBER_ERRORS_EN,
  readDecimal,
  readInteger,
  readMoney,
} from './numbers.ts';

const value = (reading: ReturnType<typeof readMoney>) => (reading.ok ? reading.value : reading.error);

describe('readMoney', () => {
  it('reads reais as people in Brazil type them, in centavos', () => {
    expect(value(readMoney('49,90'))).toBe(4990);
    expect(value(readMoney('1.234,56'))).toBe(123456);
    expect(value(readMoney('R$ 1.234,56'))).toBe(123456);
    expect(value(readMoney('R$\u00a01.234,56'))).toBe(123456);
    expect(value(readMoney('  1 234,5 '))).toBe(123450);
    expect(value(readMoney('1234'))).toBe(123400);
    expect(value(readMoney('1.500'))).toBe(150000);
    expect(value(readMoney('0,5'))).toBe(50);
    expect(value(readMoney(',99'))).toBe(99);
    expect(value(readMoney('12,'))).toBe(1200);
    expect(value(readMoney('0'))).toBe(0);
  });

  it('reads an empty field as no value', () => {
    expect(readMoney('')).toEqual({ ok: true, value: null });
    expect(readMoney('   ')).toEqual({ ok: true, value: null });
    expect(readMoney(null)).toEqual({ ok: true, value: null });
  });

  it('refuses a dot before the cents instead of multiplying', () => {
    expect(value(readMoney('49.90'))).toBe(NUMBER_ERRORS.moneyComma);
    expect(value(readMoney('49.9'))).toBe(NUMBER_ERRORS.moneyComma);
    expect(value(readMoney('1,234.56'))).toBe(NUMBER_ERRORS.moneyComma);
    expect(value(readMoney('12,345'))).toBe(NUMBER_ERRORS.moneyCents);
  });

  it('refuses negative amounts and garbage', () => {
    expect(value(readMoney('-3'))).toBe(NUMBER_ERRORS.negative);
    expect(value(readMoney('-3,50'))).toBe(NUMBER_ERRORS.negative);
    expect(value(readMoney('doze'))).toBe(NUMBER_ERRORS.money);
    expect(value(readMoney('12a'))).toBe(NUMBER_ERRORS.money);
    expect(value(readMoney('1.23.456'))).toBe(NUMBER_ERRORS.money);
    expect(value(readMoney(','))).toBe(NUMBER_ERRORS.money);
    expect(value(readMoney('99999999999999999999'))).toBe(NUMBER_ERRORS.tooLarge);
  });
});

describe('readInteger', () => {
  it('reads whole numbers, dots grouping thousands', () => {
    expect(value(readInteger('15'))).toBe(15);
    expect(value(readInteger('1.500'))).toBe(1500);
    expect(value(readInteger(' 1.234.567 '))).toBe(1234567);
    expect(value(readInteger('0'))).toBe(0);
    expect(readInteger('')).toEqual({ ok: true, value: null });
  });

  it('refuses fractions, never reading 1.5 as 15', () => {
    expect(value(readInteger('1.5'))).toBe(NUMBER_ERRORS.integerFraction);
    expect(value(readInteger('1,5'))).toBe(NUMBER_ERRORS.integerFraction);
    expect(value(readInteger('1,500'))).toBe(NUMBER_ERRORS.integerFraction);
    expect(value(readInteger('12.34'))).toBe(NUMBER_ERRORS.integerFraction);
  });

  it('refuses negatives and garbage', () => {
    expect(value(readInteger('-3'))).toBe(NUMBER_ERRORS.negative);
    expect(value(readInteger('-3', 'pt-BR', { negative: true }))).toBe(-3);
    expect(value(readInteger('-1.500', 'pt-BR', { negative: true }))).toBe(-1500);
    expect(value(readInteger('três'))).toBe(NUMBER_ERRORS.integer);
    expect(value(readInteger('3 unidades'))).toBe(NUMBER_ERRORS.integer);
    expect(value(readInteger('99999999999999999999'))).toBe(NUMBER_ERRORS.tooLarge);
  });
});

describe('readDecimal', () => {
  it('reads measures with a decimal comma', () => {
    expect(value(readDecimal('12,5'))).toBe(12.5);
    expect(value(readDecimal('1.200,25'))).toBe(1200.25);
    expect(value(readDecimal('30'))).toBe(30);
    expect(value(readDecimal('12.5'))).toBe(NUMBER_ERRORS.decimalComma);
    expect(value(readDecimal('12,555'))).toBe(NUMBER_ERRORS.decimal);
    expect(value(readDecimal('-1'))).toBe(NUMBER_ERRORS.negative);
  });
});

describe('formatting', () => {
  it('writes numbers back as an input shows them', () => {
    expect(formatMoney(123456)).toBe('1.234,56');
    expect(formatMoney(4990)).toBe('49,90');
    expect(formatMoney(5)).toBe('0,05');
    expect(formatMoney(null)).toBe('');
    expect(formatInteger(1500)).toBe('1.500');
    expect(formatInteger(undefined)).toBe('');
    expect(formatDecimal(12.5)).toBe('12,5');
    expect(formatDecimal(1200.25)).toBe('1.200,25');
  });

  it('round-trips what it writes', () => {
    for (const cents of [0, 1, 99, 4990, 123456, 100_000_000_000]) {
      expect(value(readMoney(formatMoney(cents)))).toBe(cents);
    }
    expect(value(readInteger(formatInteger(1_234_567)))).toBe(1_234_567);
  });

  it('has every refusal in the catalog', () => {
    for (const phrase of [...Object.values(NUMBER_ERRORS), ...Object.values(NUMBER_ERRORS_EN)]) {
      expect(en[phrase]).toBeTruthy();
    }
  });
});

// Decision 050: the English interface shows "1,234.56", so its inputs read that and refuse "49,90".
describe('English', () => {
  it('reads money the English way, in centavos', () => {
    expect(value(readMoney('49.90', 'en'))).toBe(4990);
    expect(value(readMoney('1,234.56', 'en'))).toBe(123456);
    expect(value(readMoney('R$1,234.56', 'en'))).toBe(123456);
    expect(value(readMoney('R$ 1,234.56', 'en'))).toBe(123456);
    expect(value(readMoney('1234.5', 'en'))).toBe(123450);
    expect(value(readMoney('1,500', 'en'))).toBe(150000);
    expect(value(readMoney('.99', 'en'))).toBe(99);
    expect(value(readMoney('1234', 'en'))).toBe(123400);
    expect(readMoney('', 'en')).toEqual({ ok: true, value: null });
  });

  it('refuses a comma before the cents, with the English example', () => {
    expect(value(readMoney('49,90', 'en'))).toBe(NUMBER_ERRORS_EN.moneyComma);
    expect(value(readMoney('1.234,56', 'en'))).toBe(NUMBER_ERRORS_EN.moneyComma);
    expect(value(readMoney('12.345', 'en'))).toBe(NUMBER_ERRORS_EN.moneyCents);
    expect(value(readMoney('-3.50', 'en'))).toBe(NUMBER_ERRORS.negative);
    expect(value(readMoney('twelve', 'en'))).toBe(NUMBER_ERRORS_EN.money);
    expect(value(readMoney('1,23,456', 'en'))).toBe(NUMBER_ERRORS_EN.money);
    expect(en[NUMBER_ERRORS_EN.moneyComma]).toBe('Use a dot before the cents, as in 49.90.');
  });

  it('reads whole numbers with commas grouping, refusing any decimal part', () => {
    expect(value(readInteger('1,500', 'en'))).toBe(1500);
    expect(value(readInteger('1,234,567', 'en'))).toBe(1234567);
    expect(value(readInteger('-1,500', 'en', { negative: true }))).toBe(-1500);
    expect(value(readInteger('1.5', 'en'))).toBe(NUMBER_ERRORS_EN.integerFraction);
    expect(value(readInteger('1.500', 'en'))).toBe(NUMBER_ERRORS_EN.integerFraction);
    expect(value(readInteger('1,5', 'en'))).toBe(NUMBER_ERRORS_EN.integerFraction);
    expect(value(readInteger('three', 'en'))).toBe(NUMBER_ERRORS_EN.integer);
    expect(value(readInteger('-3', 'en'))).toBe(NUMBER_ERRORS.negative);
  });

  it('reads measures with a decimal point', () => {
    expect(value(readDecimal('12.5', 'en'))).toBe(12.5);
    expect(value(readDecimal('1,200.25', 'en'))).toBe(1200.25);
    expect(value(readDecimal('12,5', 'en'))).toBe(NUMBER_ERRORS_EN.decimalComma);
    expect(value(readDecimal('12.555', 'en'))).toBe(NUMBER_ERRORS_EN.decimal);
  });

  it('writes numbers and money the English way, money still in reais', () => {
    expect(formatMoney(123456, 'en')).toBe('1,234.56');
    expect(formatInteger(1500, 'en')).toBe('1,500');
    expect(formatDecimal(1200.25, 'en')).toBe('1,200.25');
    expect(formatBRL(123456, 'en')).toBe('R$1,234.56');
    expect(formatBRL(123456).replace(/\s/g, ' ')).toBe('R$ 1.234,56');
  });

  it('round-trips what it writes in each language', () => {
    for (const locale of ['pt-BR', 'en'] as const) {
      for (const cents of [0, 1, 99, 4990, 123456, 100_000_000_000]) {
        expect(value(readMoney(formatMoney(cents, locale), locale))).toBe(cents);
        expect(value(readMoney(formatBRL(cents, locale), locale))).toBe(cents);
      }
      expect(value(readInteger(formatInteger(1_234_567, locale), locale))).toBe(1_234_567);
      expect(value(readDecimal(formatDecimal(1200.25, locale), locale))).toBe(1200.25);
    }
  });
});
