import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '@ponte/shared/i18n';

/** The screens whose words this test checks (the other folders have their own). */
const FOLDERS = ['plans', 'subscriptions', 'contents', 'config', 'erp', 'dashboard'];

/** Where these screens write a phrase key: labels and titles, translate()/notify(), choices, texts. */
const PATTERNS = [
  /\b(?:label|title|helperText|confirmTitle|confirmContent|confirm|cancel|content)="([^"{}]+)"/g,
  /\b(?:translate|notify)\(\s*'([^']+)'/g,
  /\b(?:name|label|ariaLabel|title|content|confirm|full|incremental):\s*'([^']+)'/g,
  /'ra\.tiptap\.\w+':\s*'([^']+)'/g,
  // Ternaries choosing between two phrases (capitalised, unlike colours and variants).
  /\?\s*'(\p{Lu}[^']*)'\s*:\s*'(\p{Lu}[^']*)'/gu,
];

function phrasesIn(source: string): string[] {
  const found: string[] = [];
  for (const pattern of PATTERNS) {
    for (const match of source.matchAll(pattern)) found.push(...match.slice(1).filter(Boolean));
  }
  // react-admin's own messages are checked by i18n/pt-br.test.ts; a lone letter or code is no phrase.
  return found.filter((text) => !text.startsWith('ra.') && /\p{L}{2}/u.test(text));
}

const sources = FOLDERS.flatMap((folder) => {
  const dir = path.join(import.meta.dirname, '..', folder);
  return fs
    .readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test(-helper)?\./.test(file))
    .map((file) => ({ file: `${folder}/${file}`, text: fs.readFileSync(path.join(dir, file), 'utf8') }));
});

describe('the words of the plans, subscriptions, content, configuration, ERP and dashboard screens', () => {
  it('are phrases of the shared catalog, so English has them too', () => {
    const missing = sources.flatMap(({ file, text }) =>
      phrasesIn(text)
        // The catalog writes placeholders as {name}; polyglot keys as %{name}.
        .filter((phrase) => !(phrase.replace(/%\{(\w+)\}/g, '{$1}') in en))
        .map((phrase) => `${file}: ${phrase}`),
    );
    expect(missing).toEqual([]);
  });

  it('the scan finds them (a broken pattern would pass the test above for nothing)', () => {
    const all = sources.flatMap(({ text }) => phrasesIn(text));
    for (const phrase of [
      'Nome do plano',
      'Aprovar a assinatura de %{name}?',
      'Negrito',
      'Definido (oculto)',
      'Falhou',
    ])
      expect(all).toContain(phrase);
    expect(all.length).toBeGreaterThan(100);
  });
});
