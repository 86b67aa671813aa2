import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '@ponte/shared/i18n';
import { untranslatedLabels } from './resource-messages.ts';

const SRC = path.resolve(import.meta.dirname, '..');
/** The folders whose interface words this test vouches for (other screens keep their own check). */
const CHECKED = ['clients', 'products', 'shippings', 'layout', 'login', 'providers', 'legacy-routes.tsx'];

/** Where a literal interface phrase sits in react-admin code: translate(), notify() and text props. */
const PHRASE_PATTERNS = [
  /\btranslate\(\s*'([^']+)'/g,
  /\bnotify\(\s*'([^']+)'/g,
  /\b(?:label|title|content|confirm|cancel|primaryText|helperText|confirmTitle|confirmContent|successMessage|trueLabel|falseLabel|nullLabel)="([^"]+)"/g,
  /\b(?:name|title|text): '([^']+)'/g,
  /\bchange\([^']*'([^']+)'/g,
  /^(?:export )?const [A-Z_]+ =\s*'([^']+)'/gm,
];

function sourceFiles(entry: string): string[] {
  const full = path.join(SRC, entry);
  if (!fs.statSync(full).isDirectory()) return [full];
  return fs
    .readdirSync(full)
    .filter(
      (file) => /\.tsx?$/.test(file) && !/\.test(-helper)?\.tsx?$/.test(file) && !file.includes('.test'),
    )
    .map((file) => path.join(full, file));
}

function phrasesIn(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return PHRASE_PATTERNS.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
}

/** Language names are written in their own language on purpose (the language menu). */
const NOT_TRANSLATED = new Set(['Português', 'English', 'pt-BR']);

/** Only sentences and words: keys of react-admin, choice ids, paths and codes are not phrases. */
const isPhrase = (text: string) =>
  !NOT_TRANSLATED.has(text) &&
  !/^(ra|resources)\./.test(text) &&
  !/^[a-z_/.-]+$/.test(text) &&
  !text.startsWith('/') &&
  /[A-Za-zÀ-ú]/.test(text);

/** The catalog writes placeholders as {name}; react-admin code as %{name}. */
const asCatalogKey = (text: string) => text.replace(/%\{(\w+)\}/g, '{$1}');

describe('the admin’s interface phrases', () => {
  const found = [...new Set(CHECKED.flatMap(sourceFiles).flatMap(phrasesIn))].filter(isPhrase);

  it('are found in the checked folders (the scan itself works)', () => {
    expect(found).toContain('Buscar CEP');
    expect(found).toContain('Remessa #%{id}');
  });

  it('each have an English translation in the shared catalog', () => {
    const missing = found.filter((phrase) => !(asCatalogKey(phrase) in en));
    expect(missing).toEqual([]);
  });

  it('include every resource field label', () => {
    expect(untranslatedLabels(en)).toEqual([]);
  });
});
