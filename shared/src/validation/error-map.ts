import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';
import { DEFAULT_LOCALE, type Locale } from '../i18n/catalog.ts';
import { formatBRL, translate } from '../i18n/translate.ts';

/**
 * The product's zod error map (decision 041): every issue zod raises without a message of its own
 * becomes a plain pt-BR sentence in the user's units (characters, reais, items), from the shared catalog.
 * It replaces zod's locale ("Grande demais: esperava que…") for every schema, in the API's 422 answers
 * and in any front-end parse, through the `z.config` at the end of this module.
 */

/**
 * Marks a schema whose numbers are integer centavos, so its limits are told in reais. A global symbol on
 * the schema itself, not a module-level registry: the host process holds two copies of this package (the
 * API's bundle and the storefront's server build) and whichever loads last installs its error map, which
 * must still recognise the other copy's money fields. Not zod's `.meta()` either: that ends up in the
 * OpenAPI document.
 */
const MONEY = Symbol.for('ponte.money-cents');

/** Money in centavos, from `min` to `max`, whose errors speak reais ("Informe um valor de até R$ 10,00."). */
export function centsField(max: number, min = 0) {
  const schema = z.number().int().min(min).max(max);
  Object.defineProperty(schema, MONEY, { value: true });
  return schema;
}

// A limit in the interface's language: "1.000" in pt-BR, "1,000" in en (decision 060).
const limits = new Map<Locale, Intl.NumberFormat>();
function limitFormat(locale: Locale) {
  let found = limits.get(locale);
  if (!found) {
    found = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 });
    limits.set(locale, found);
  }
  return found;
}

/** zod stamps each issue with the schema that owns the failing check (through optional/nullable too). */
const isMoney = (issue: $ZodRawIssue) => {
  const schema = (issue as { schema?: object }).schema;
  return schema !== undefined && MONEY in schema;
};

/** The message of one issue in one locale (exported for tests and for forms validating in 'en'). */
export function productErrorMap(locale: Locale = DEFAULT_LOCALE) {
  const t = (phrase: string, vars?: Record<string, string | number>) => translate(locale, phrase, vars);
  const bound = (value: number | bigint | Date, money: boolean) =>
    money
      ? formatBRL(Number(value), locale)
      : limitFormat(locale).format(value instanceof Date ? value.getTime() : value);

  return (issue: $ZodRawIssue): string => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined || issue.input === null) return t('Campo obrigatório.');
        if (issue.expected === 'int') return t('Informe um número inteiro.');
        if (issue.expected === 'number')
          return t(isMoney(issue) ? 'Informe um valor em reais.' : 'Informe um número.');
        return t('Valor inválido.');
      case 'too_big': {
        const max = issue.maximum;
        if (issue.origin === 'string') {
          return Number(max) === 1
            ? t('Use no máximo 1 caractere.')
            : t('Use no máximo {max} caracteres.', { max: bound(max, false) });
        }
        if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
          // int() also checks the safe-integer range: a user can only reach that bound by a paste.
          const money = isMoney(issue);
          const vars = { max: bound(max, money) };
          if (money)
            return t(
              issue.inclusive ? 'Informe um valor de até {max}.' : 'Informe um valor menor que {max}.',
              vars,
            );
          return t(
            issue.inclusive ? 'Informe um número de até {max}.' : 'Informe um número menor que {max}.',
            vars,
          );
        }
        if (issue.origin === 'array' || issue.origin === 'set')
          return t('Escolha no máximo {max} itens.', { max: bound(max, false) });
        return t('Valor inválido.');
      }
      case 'too_small': {
        const min = issue.minimum;
        if (issue.origin === 'string') {
          return Number(min) <= 1
            ? t('Campo obrigatório.')
            : t('Use pelo menos {min} caracteres.', { min: bound(min, false) });
        }
        if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
          const money = isMoney(issue);
          const vars = { min: bound(min, money) };
          if (money)
            return t(
              issue.inclusive ? 'Informe um valor de pelo menos {min}.' : 'Informe um valor maior que {min}.',
              vars,
            );
          return t(
            issue.inclusive ? 'Informe um número de pelo menos {min}.' : 'Informe um número maior que {min}.',
            vars,
          );
        }
        if (issue.origin === 'array' || issue.origin === 'set') {
          return Number(min) <= 1
            ? t('Escolha pelo menos um item.')
            : t('Escolha pelo menos {min} itens.', { min: bound(min, false) });
        }
        return t('Valor inválido.');
      }
      case 'invalid_format':
        if (issue.format === 'email') return t('Informe um e-mail válido.');
        if (issue.format === 'url') return t('Informe um endereço que comece com https://.');
        if (issue.format === 'date' || issue.format === 'datetime') return t('Informe uma data válida.');
        return t('Formato inválido.');
      case 'not_multiple_of':
        return t('Informe um múltiplo de {step}.', { step: bound(issue.divisor, isMoney(issue)) });
      case 'invalid_value':
        return t('Escolha uma das opções.');
      case 'unrecognized_keys':
        return t('Campo não permitido.');
      default:
        return t('Valor inválido.');
    }
  };
}

/*
 * Installed when the package loads, for every schema, on the server and in the forms, instead of zod's
 * locale wording. In a browser, schemas are also built `jitless`: zod probes `new Function` when it builds
 * an object schema, which the site's Content-Security-Policy reports as a blocked eval (decision 026).
 * Servers keep the compiled fast path.
 */
z.config({ localeError: productErrorMap(), jitless: typeof window !== 'undefined' });
