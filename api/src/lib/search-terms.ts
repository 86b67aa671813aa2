import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { likePattern } from './search.ts';

/**
 * Accent- and case-insensitive search by words (decision 046). Both sides go through the same fold: the
 * text in SQL through `ponte_fold()` (an IMMUTABLE `lower(translate(...))`, migration 0004, so trigram
 * indexes can be built on it without an extension), the typed words here through `foldText`.
 */

/** Accented letters and what they fold to; the same two strings as `ponte_fold()` in migration 0004. */
const ACCENTED = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ';
const PLAIN = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy';
const FOLD = new Map([...ACCENTED].map((c, i) => [c, PLAIN[i]!]));

/** What `ponte_fold()` does, in JavaScript (text typed on a Mac arrives decomposed: composed first). */
export const foldText = (text: string) =>
  [...text.normalize('NFC')]
    .map((c) => FOLD.get(c) ?? c)
    .join('')
    .toLowerCase();

/** `ponte_fold(expression)`: the indexed side of a search. */
const folded = (expression: SQLWrapper) => sql`ponte_fold(${expression})`;

/** Digits and the punctuation Brazilians write numbers with: 390.533.447-05, (11) 98765-4321, 01310-100. */
const NUMBER_LIKE = /^[\d\s.\-/()+]+$/;
/** More words than this are ignored: each one is one more LIKE on every candidate row. */
const MAX_WORDS = 8;

export interface TermOptions {
  /**
   * Numbers typed with punctuation become their digits (CPF, CNPJ, phone, CEP are stored as digits): a
   * whole query like `(11) 98765-4321`, or one word like `390.533.447-05` among names.
   */
  digitsOnly?: boolean;
  /**
   * Portuguese gender and plural endings dropped from words of 5 letters or more (`organico` →
   * `organic`, `camisetas` → `camiset`), so `camiseta organico` finds "Camisetas Orgânicas".
   */
  inflections?: boolean;
}

/** A query as the folded words every match must contain (in any order); at most MAX_WORDS, no repeats. */
export function searchTerms(query: string, options: TermOptions = {}): string[] {
  const text = query.trim();
  if (options.digitsOnly && NUMBER_LIKE.test(text) && /\d/.test(text)) return [text.replace(/\D/g, '')];
  const words = foldText(text)
    .split(/\s+/)
    // Punctuation around a word ("camiseta," or "(algodão)") is not part of what is looked for.
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean)
    .map((word) => {
      if (options.digitsOnly && NUMBER_LIKE.test(word)) return word.replace(/\D/g, '');
      if (options.inflections && /^\p{L}{5,}$/u.test(word)) return word.replace(/(?:os|as|o|a|s)$/, '');
      return word;
    });
  const unique = [...new Set(words)].slice(0, MAX_WORDS);
  return unique.length ? unique : [foldText(text)];
}

/** Every term somewhere in the folded text: one LIKE per word, each answered by the trigram index. */
export const matchesAllTerms = (haystack: SQLWrapper, terms: string[]): SQL =>
  and(...terms.map((term) => sql`${folded(haystack)} LIKE ${likePattern(term)}`))!;
