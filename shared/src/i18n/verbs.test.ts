import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from './catalog.ts';
import { VERB_RULES, verbViolations } from './verbs.ts';

/*
 * One verb per action (decision 042's table): the phrase catalog (pt-BR keys, English values) and every
 * source string of both apps must not name an action with another verb's synonym. Source text is pt-BR by
 * rule (English comes from the catalog), so sources are checked against the pt-BR words only; comments
 * are left out (they may quote the words they avoid).
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCE_DIRS = ['admin/src', 'storefront/app', 'shared/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'node_modules' || name.startsWith('.') ? [] : sourceFiles(path);
    // verbs.ts lists the very words it refuses.
    if (name === 'verbs.ts') return [];
    return /\.(ts|tsx)$/.test(name) && !/\.test(-helper)?\.tsx?$|\.d\.ts$/.test(name) ? [path] : [];
  });
}

/** The code without its comments, line numbers kept (a block comment becomes as many empty lines). */
const withoutComments = (code: string) =>
  code
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Every broken rule of the given texts, as "where: word (say verb)". */
function violations(texts: [where: string, text: string][], locale: 'pt-BR' | 'en') {
  return texts.flatMap(([where, text]) =>
    verbViolations(text, locale).map(({ word, verb }) => `${where}: "${word}" (say ${verb})`),
  );
}

describe('one verb per action (decision 042)', () => {
  it('knows each action of the table', () => {
    expect(VERB_RULES.map((rule) => rule.verb['pt-BR'])).toEqual([
      'Remover / removido(a)',
      'Desativar / desativado(a)',
      'Cancelar assinatura / Cancelar pedido',
      'Tentar novamente',
      'Salvar / salvo(s)',
    ]);
  });

  it('finds a synonym, so the checks below can fail', () => {
    expect(violations([['x.ts:1', "label: 'Excluir produto'"]], 'pt-BR')).toEqual([
      'x.ts:1: "Excluir" (say Remover / removido(a))',
    ]);
    expect(violations([['catalog', 'Element deleted']], 'en')).toEqual([
      'catalog: "deleted" (say Remove / removed)',
    ]);
    expect(violations([['x.ts:2', 'Gravar alterações']], 'pt-BR')).toHaveLength(1);
    expect(violations([['x.ts:3', 'Remover o plano']], 'pt-BR')).toEqual([]);
  });

  it('the catalog names each action with its one verb, in pt-BR and in English', () => {
    const entries = Object.entries(en);
    expect([
      ...violations(
        entries.map(([pt]) => [`catalog "${pt}"`, pt]),
        'pt-BR',
      ),
      ...violations(
        entries.map(([pt, english]) => [`catalog "${pt}" → "${english}"`, english]),
        'en',
      ),
    ]).toEqual([]);
  });

  it("no source string of either app uses another verb's synonym", () => {
    const lines = SOURCE_DIRS.flatMap((dir) =>
      sourceFiles(join(ROOT, dir)).flatMap((file) =>
        withoutComments(readFileSync(file, 'utf8'))
          .split('\n')
          .map((line, index): [string, string] => [`${relative(ROOT, file)}:${index + 1}`, line]),
      ),
    );
    expect(lines.length).toBeGreaterThan(1000);
    expect(violations(lines, 'pt-BR')).toEqual([]);
  });
});
