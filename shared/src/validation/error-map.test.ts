import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '../index.ts';
import { ProductCreateSchema } from '../products/product-schema.ts';
import {
  centsField,
  maxLengthOf,
  optionalText,
  productErrorMap,
  textLimits,
  translate,
  translateFilled,
  UserUpdateSchema,
} from '../index.ts';

// Money has a no-break space after "R$" (Intl's BRL format): compared here as a plain space.
const plain = (message: string) => message.replace(/\u00a0/g, ' ');
const messages = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => plain(issue.message));

describe('the product error map', () => {
  it('speaks characters for text limits, never zod wording', () => {
    expect(messages(z.string().max(120), 'x'.repeat(121))).toEqual(['Use no máximo 120 caracteres.']);
    expect(messages(z.string().max(1), 'ab')).toEqual(['Use no máximo 1 caractere.']);
    expect(messages(z.string().min(8), 'abc')).toEqual(['Use pelo menos 8 caracteres.']);
    expect(messages(z.string().trim().min(1), '   ')).toEqual(['Campo obrigatório.']);
  });

  it('speaks reais for money fields stored in centavos', () => {
    expect(messages(centsField(1_000_000_000), 1_000_000_001)).toEqual([
      'Informe um valor de até R$ 10.000.000,00.',
    ]);
    expect(messages(centsField(100, 50), 10)).toEqual(['Informe um valor de pelo menos R$ 0,50.']);
    // The unit survives the wrappers a form schema adds.
    expect(messages(z.object({ p: centsField(1000).nullable().optional() }), { p: 1001 })).toEqual([
      'Informe um valor de até R$ 10,00.',
    ]);
    expect(messages(centsField(1000), '10')).toEqual(['Informe um valor em reais.']);
  });

  it('gives numbers in pt-BR digits and asks for whole numbers', () => {
    expect(messages(z.number().int().max(1_000_000), 2_000_000)).toEqual([
      'Informe um número de até 1.000.000.',
    ]);
    expect(messages(z.number().min(0), -1)).toEqual(['Informe um número de pelo menos 0.']);
    expect(messages(z.number().positive(), 0)).toEqual(['Informe um número maior que 0.']);
    expect(messages(z.number().int(), 1.5)).toEqual(['Informe um número inteiro.']);
  });

  it('names required, choices, formats and unknown fields plainly', () => {
    expect(messages(z.object({ a: z.string() }), {})).toEqual(['Campo obrigatório.']);
    expect(messages(z.enum(['a', 'b']), 'c')).toEqual(['Escolha uma das opções.']);
    expect(messages(z.email(), 'x')).toEqual(['Informe um e-mail válido.']);
    expect(messages(z.url(), 'nope')).toEqual(['Informe um endereço que comece com https://.']);
    expect(messages(z.array(z.string()).max(2), ['a', 'b', 'c'])).toEqual(['Escolha no máximo 2 itens.']);
    expect(messages(z.strictObject({}), { x: 1 })).toEqual(['Campo não permitido.']);
  });

  it('answers every bad field of a product at once, each on its path', () => {
    const issues = ProductCreateSchema.safeParse({ name: 'x'.repeat(500), price_cents: 2_000_000_000 }).error
      ?.issues;
    const byField = Object.fromEntries(
      (issues ?? []).map((issue) => [issue.path.join('.'), plain(issue.message)]),
    );
    expect(byField.price_cents).toBe('Informe um valor de até R$ 10.000.000,00.');
    expect(byField.name).toMatch(/^Use no máximo [\d.]+ caracteres\.$/);
    expect(JSON.stringify(issues)).not.toMatch(/esperava|Grande demais|expected/i);
  });

  it('has an English form in the catalog', () => {
    const map = productErrorMap('en');
    const issue = z.string().max(120).safeParse('x'.repeat(121)).error!.issues[0]!;
    expect(map({ ...issue, input: 'x', origin: 'string' } as never)).toBe('Use at most 120 characters.');
  });

  it('writes the limits the English way in English (decision 060)', () => {
    const english = (schema: z.ZodType, input: unknown) =>
      schema
        .safeParse(input, { error: (issue) => productErrorMap('en')(issue) })
        .error?.issues.map((i) => plain(i.message));
    expect(english(centsField(100_000_000), 100_000_001)).toEqual([
      'Enter an amount of at most R$1,000,000.00.',
    ]);
    expect(english(centsField(1_000_000, 4_990), 100)).toEqual(['Enter an amount of at least R$49.90.']);
    expect(english(z.number().int().max(1_000), 1_001)).toEqual(['Enter a number of at most 1,000.']);
    expect(english(z.string().max(1_200), 'x'.repeat(1_201))).toEqual(['Use at most 1,200 characters.']);
  });
});

describe('server sentences shown in English', () => {
  it('reads the pt-BR numbers of a filled sentence and writes them the English way', () => {
    expect(plain(translate('en', 'Informe um valor de até R$ 10.000.000,00.'))).toBe(
      'Enter an amount of at most R$10,000,000.00.',
    );
    expect(plain(translate('en', 'Informe um valor de pelo menos R$ 49,90.'))).toBe(
      'Enter an amount of at least R$49.90.',
    );
    expect(translate('en', 'Informe um número de até 1.000.000.')).toBe(
      'Enter a number of at most 1,000,000.',
    );
    expect(translate('en', 'Use no máximo 120 caracteres.')).toBe('Use at most 120 characters.');
    expect(translateFilled('en', 'Escolha no máximo 1.000 itens.')).toBe('Choose at most 1,000 items.');
  });

  it('leaves pt-BR, texts without numbers and free text alone', () => {
    expect(translate('pt-BR', 'Informe um número de até 1.000.000.')).toBe(
      'Informe um número de até 1.000.000.',
    );
    expect(translateFilled('en', 'Campo obrigatório.')).toBeUndefined();
    // A placeholder only takes a number: words in its place are not a filled template.
    expect(translateFilled('en', 'Use no máximo muitos caracteres.')).toBeUndefined();
    expect(translate('en', 'Um texto qualquer com 3 números 4.')).toBe('Um texto qualquer com 3 números 4.');
  });
});

describe('maxLengthOf', () => {
  it('reads the limit through optional, nullable and transforms', () => {
    expect(maxLengthOf(z.string().max(120))).toBe(120);
    expect(maxLengthOf(optionalText(300))).toBe(300);
    expect(maxLengthOf(z.string().trim().max(40).optional())).toBe(40);
    expect(maxLengthOf(z.number())).toBeUndefined();
    expect(maxLengthOf(z.string())).toBeUndefined();
  });

  it('lists the text limits of a form schema by field', () => {
    expect(textLimits(ProductCreateSchema)).toMatchObject({
      name: 200,
      sku: 60,
      category: 120,
      short_description: 500,
    });
    expect(textLimits(ProductCreateSchema)).not.toHaveProperty('price_cents');
    expect(textLimits(UserUpdateSchema)).toMatchObject({ name: 120, email: 254, complement: 120 });
  });
});
