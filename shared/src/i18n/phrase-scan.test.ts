import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './catalog.ts';

/**
 * Every phrase the two front ends write in their code has its English in the catalog: one scan over the
 * site (storefront/app) and the console (admin/src), so a forgotten phrase fails here, not in front of an
 * English-speaking user. The patterns are where each app writes a phrase key.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Each app with a few phrases the scan must find (a broken pattern would pass everything for nothing). */
const APPS = [
  { name: 'site', dir: path.join(ROOT, 'storefront/app'), sentinels: ['Buscar CEP', 'Adicionar à seleção'] },
  {
    name: 'console',
    dir: path.join(ROOT, 'admin/src'),
    sentinels: [
      'Buscar CEP',
      'Remessa #%{id}',
      'Nome do plano',
      'Aprovar a assinatura de %{name}?',
      'Negrito',
      'Definido (oculto)',
      'Falhou',
    ],
  },
];

const PATTERNS = [
  // t('…'), translate('…'), notify('…'), announce('…'), and a phrase chosen by a ternary inside them.
  /\b(?:t|translate|notify|announce)\(\s*'([^']+)'/g,
  /\b(?:t|translate)\(\s*\w+ \? '([^']+)' : '([^']+)'/g,
  // react-admin and kit props that take a phrase key.
  /\b(?:label|title|content|confirm|cancel|primaryText|helperText|confirmTitle|confirmContent|successMessage|trueLabel|falseLabel|nullLabel|emptyText)="([^"{}]+)"/g,
  // Tables of phrases: choices, columns, menu entries.
  /\b(?:name|label|title|text|header|ariaLabel|confirm|content): '([^']+)'/g,
  /'ra\.tiptap\.\w+':\s*'([^']+)'/g,
  // A change's success message, a phrase constant, two phrases chosen by a ternary (capitalised, unlike
  // colours and variants).
  /\bchange\([^']*'([^']+)'/g,
  /^(?:export )?const [A-Z_]+ =\s*'([^']+)'/gm,
  /\?\s*'(\p{Lu}[^']*)'\s*:\s*'(\p{Lu}[^']*)'/gu,
];

const SKIPPED_FOLDERS = new Set(['testing', 'i18n']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // testing/: test doubles; the console's i18n/: react-admin's own messages (checked by i18n/pt-br.test.ts).
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test(-helper)?\.|test-helper|-fixtures\./.test(entry.name)
      ? [full]
      : [];
  });
}

/** Language names are written in their own language on purpose (the language menus); Ponte is a name. */
const NOT_TRANSLATED = new Set(['Português', 'English', 'pt-BR', 'Ponte']);

/** Only sentences and words: react-admin keys, ids, paths, CSS values and codes are not phrases. */
const isPhrase = (text: string) =>
  !NOT_TRANSLATED.has(text) &&
  !/^(ra|resources)\./.test(text) &&
  !/^[a-z0-9_/.:#%-]+$/.test(text) &&
  !text.startsWith('/') &&
  !text.includes('=') &&
  !/^[MmZzLlHhVvCcSsQqTtAa][\d\s.,zZmMlLhHvVcCsSqQtTaA-]+$/.test(text) && // an SVG icon's path
  /\p{L}{2}/u.test(text);

/** The catalog writes placeholders as {name}; react-admin code as %{name}. */
const asCatalogKey = (text: string) => text.replace(/%\{(\w+)\}/g, '{$1}');

describe.each(APPS)('the $name’s interface phrases', ({ dir, sentinels }) => {
  const found = sourceFiles(dir).flatMap((file) => {
    const source = fs.readFileSync(file, 'utf8');
    const phrases = PATTERNS.flatMap((pattern) =>
      [...source.matchAll(pattern)].flatMap((match) => match.slice(1).filter(Boolean)),
    );
    return phrases.filter(isPhrase).map((phrase) => ({ file: path.relative(dir, file), phrase }));
  });

  it('are found (the scan itself works)', () => {
    const phrases = found.map(({ phrase }) => phrase);
    for (const sentinel of sentinels) expect(phrases).toContain(sentinel);
    expect(found.length).toBeGreaterThan(100);
  });

  it('each have an English translation in the shared catalog', () => {
    const missing = found
      .filter(({ phrase }) => !(asCatalogKey(phrase) in en))
      .map(({ file, phrase }) => `${file}: ${phrase}`);
    expect(missing).toEqual([]);
  });
});
