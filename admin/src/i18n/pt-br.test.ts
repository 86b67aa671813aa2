import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { ptBrMessages } from './pt-br.ts';

/** Every leaf of a messages tree as `path -> text`. */
function leaves(tree: object, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
    } else {
      found.set(path, value);
    }
  }
  return found;
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();
const pluralForms = (text: unknown) => String(text).split('||||').length;

const english = leaves(englishMessages);
const portuguese = leaves(ptBrMessages);

describe('pt-BR react-admin messages', () => {
  it('translate every key of ra-language-english', () => {
    const missing = [...english.keys()].filter((key) => !portuguese.has(key));
    expect(missing).toEqual([]);
  });

  it('have no key that English does not have (a typo would never be used)', () => {
    const extra = [...portuguese.keys()].filter((key) => !english.has(key));
    expect(extra).toEqual([]);
  });

  it('are non-empty strings keeping the placeholders and plural forms of the English text', () => {
    for (const [key, text] of english) {
      const translated = portuguese.get(key);
      expect(typeof translated, key).toBe('string');
      if (String(text).trim()) expect(String(translated).trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
      expect(pluralForms(translated), key).toBe(pluralForms(text));
    }
  });
});
