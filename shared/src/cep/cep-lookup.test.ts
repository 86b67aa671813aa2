import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/catalog.ts';
import {
  CEP_LOOKUP_PHRASES,
  cepAnswer,
  cepFill,
  cepRefusal,
  createCepLookup,
  type CepAnswer,
  type CepFound,
} from './cep-lookup.ts';

const SE: CepFound = { address: 'Praça da Sé', district: 'Sé', city: 'São Paulo', state: 'SP' };
const NOT_FOUND: CepAnswer = { refused: 'CEP não encontrado.', final: true };

/** A lookup whose answers the test gives, one CEP at a time, in any order. */
function harness(initial?: string) {
  const pending = new Map<string, Array<(answer: CepAnswer) => void>>();
  const ask = vi.fn(
    (cep: string) =>
      new Promise<CepAnswer>((resolve) => pending.set(cep, [...(pending.get(cep) ?? []), resolve])),
  );
  const onFound = vi.fn();
  const onRefused = vi.fn();
  const lookup = createCepLookup({ initial, ask, onFound, onRefused });
  /** Answers the oldest open question about `cep`, then lets the lookup take it in. */
  const answer = async (cep: string, outcome: CepAnswer) => {
    pending.get(cep)?.shift()?.(outcome);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { lookup, ask, onFound, onRefused, answer };
}

describe('@ponte/shared/cep', () => {
  it('reaches no package (zod first): both front ends import it in browser code', () => {
    const seen = new Set<string>();
    const bare: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = fs.readFileSync(file, 'utf8');
      for (const [, specifier] of source.matchAll(/(?:import|export)[^'"]*?from\s+'([^']+)'/g)) {
        if (specifier!.startsWith('.')) visit(path.resolve(path.dirname(file), specifier!));
        else bare.push(`${path.basename(file)} → ${specifier}`);
      }
    };
    visit(path.resolve(import.meta.dirname, 'cep-lookup.ts'));
    expect(bare).toEqual([]);
    expect(seen.size).toBeGreaterThan(1);
  });

  it('says only phrases the catalog translates', () => {
    for (const phrase of Object.values(CEP_LOOKUP_PHRASES)) expect(en[phrase], phrase).toBeTruthy();
  });
});

describe('what an answer says', () => {
  it("is the API's sentence, else 'CEP não encontrado.' for a 404 and the unreachable sentence otherwise", () => {
    expect(cepAnswer(404, { error: 'CEP não encontrado.' })).toEqual(NOT_FOUND);
    expect(cepAnswer(404, '<html>')).toEqual(NOT_FOUND);
    const down = 'Serviço de CEP indisponível no momento.';
    expect(cepAnswer(503, { error: down })).toEqual({ refused: down, final: false });
    expect(cepAnswer(502, '<html>')).toEqual({ refused: CEP_LOOKUP_PHRASES.unreachable, final: false });
    expect(cepAnswer(422, { error: CEP_LOOKUP_PHRASES.malformed })).toEqual({
      refused: CEP_LOOKUP_PHRASES.malformed,
      final: true,
    });
    // No answer at all: whatever the transport wrote is not the API's.
    expect(cepRefusal(0, 'Failed to fetch')).toEqual({
      refused: CEP_LOOKUP_PHRASES.unreachable,
      final: false,
    });
  });

  it('reads the four fields of a found address, "" for what the answer lacks', () => {
    expect(cepAnswer(200, { ...SE, cep: '01001-000', complement: 'lado ímpar' })).toEqual({ found: SE });
    expect(cepAnswer(200, { city: 'Brasília', state: 'DF', address: null })).toEqual({
      found: { address: '', district: '', city: 'Brasília', state: 'DF' },
    });
  });

  it('fills only the fields the answer knows, so what was typed stays where it is empty', () => {
    expect(cepFill(SE)).toEqual(SE);
    expect(cepFill({ address: '', district: '', city: 'Brasília', state: 'DF' })).toEqual({
      city: 'Brasília',
      state: 'DF',
    });
  });
});

describe('when the lookup asks', () => {
  it('asks once 8 digits are typed, masked or not, and fills from the answer', async () => {
    const { lookup, ask, onFound, answer } = harness();
    lookup.update('0100');
    lookup.update('01001-00');
    expect(ask).not.toHaveBeenCalled();
    lookup.update('01001-000');
    expect(ask).toHaveBeenCalledWith('01001000');
    expect(lookup.getState()).toEqual({ status: 'asking', cep: '01001000' });
    await answer('01001000', { found: SE });
    expect(onFound).toHaveBeenCalledWith(SE);
    expect(lookup.getState()).toEqual({ status: 'found', cep: '01001000', found: SE });
  });

  it('does not ask the same CEP twice: typed again, left, or pressed while it is asked', async () => {
    const { lookup, ask, answer } = harness();
    lookup.update('01001000');
    lookup.update('01001-000');
    lookup.press('01001-000');
    lookup.update('01001000');
    await answer('01001000', { found: SE });
    lookup.update('01001000');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('leaves the CEP the form opened with alone until "Buscar CEP" is pressed', async () => {
    const { lookup, ask, onFound, answer } = harness('01001000');
    lookup.update('01001-000');
    expect(ask).not.toHaveBeenCalled();
    lookup.press('01001-000');
    expect(ask).toHaveBeenCalledWith('01001000');
    await answer('01001000', { found: SE });
    expect(onFound).toHaveBeenCalledWith(SE);
  });

  it('asks a CEP typed again after another one, and the form’s own CEP once it was changed', () => {
    const { lookup, ask } = harness('01001000');
    lookup.update('0100100');
    lookup.update('01001000');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('writes a found answer again on a press, without asking', async () => {
    const { lookup, ask, onFound, answer } = harness();
    lookup.update('01001000');
    await answer('01001000', { found: SE });
    lookup.press('01001-000');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(onFound).toHaveBeenCalledTimes(2);
  });

  it('says a malformed CEP only when pressed', () => {
    const { lookup, ask, onRefused } = harness();
    lookup.update('0100');
    expect(lookup.getState().status).toBe('open');
    lookup.press('0100');
    expect(ask).not.toHaveBeenCalled();
    expect(onRefused).toHaveBeenCalledWith(CEP_LOOKUP_PHRASES.malformed);
    expect(lookup.getState()).toMatchObject({ status: 'refused', message: CEP_LOOKUP_PHRASES.malformed });
  });
});

describe('a refusal', () => {
  it('stays while its CEP is in the field; a different CEP clears it', async () => {
    const { lookup, onRefused, answer } = harness();
    lookup.update('99999999');
    await answer('99999999', NOT_FOUND);
    expect(onRefused).toHaveBeenCalledWith('CEP não encontrado.');
    lookup.update('99999-999');
    expect(lookup.getState()).toMatchObject({ status: 'refused', message: 'CEP não encontrado.' });
    lookup.update('9999999');
    expect(lookup.getState()).toEqual({ status: 'open', cep: '9999999' });
  });

  it('about the CEP is not asked again (a press says it again); no answer is asked again', async () => {
    const { lookup, ask, onRefused, answer } = harness();
    lookup.update('99999999');
    await answer('99999999', NOT_FOUND);
    lookup.update('99999999');
    lookup.press('99999999');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(onRefused).toHaveBeenCalledTimes(2);

    lookup.update('01001000');
    await answer('01001000', cepRefusal(0));
    expect(lookup.getState()).toMatchObject({ status: 'refused', message: CEP_LOOKUP_PHRASES.unreachable });
    // Leaving the field tries again.
    lookup.update('01001000');
    expect(ask).toHaveBeenCalledTimes(3);
    await answer('01001000', { found: SE });
    expect(lookup.getState().status).toBe('found');
  });

  it('is the unreachable sentence when asking throws', async () => {
    const lookup = createCepLookup({
      ask: () => Promise.reject(new TypeError('Failed to fetch')),
      onFound: vi.fn(),
    });
    lookup.update('01001000');
    await vi.waitFor(() => expect(lookup.getState()).toMatchObject({ status: 'refused', final: false }));
    expect(lookup.getState()).toMatchObject({ message: CEP_LOOKUP_PHRASES.unreachable });
  });

  it('put aside leaves the CEP settled: not asked again until pressed', async () => {
    const { lookup, ask, answer } = harness();
    lookup.update('01001000');
    await answer('01001000', cepRefusal(503));
    lookup.dismiss();
    expect(lookup.getState()).toEqual({ status: 'settled', cep: '01001000' });
    lookup.update('01001000');
    expect(ask).toHaveBeenCalledTimes(1);
    lookup.press('01001000');
    expect(ask).toHaveBeenCalledTimes(2);
  });
});

describe('a late answer', () => {
  it('for a CEP no longer in the field changes nothing', async () => {
    const { lookup, onFound, onRefused, answer } = harness();
    lookup.update('01001000');
    lookup.update('0100100');
    await answer('01001000', { found: SE });
    expect(onFound).not.toHaveBeenCalled();
    expect(lookup.getState()).toEqual({ status: 'open', cep: '0100100' });

    lookup.update('20040002');
    lookup.update('99999999');
    await answer('20040002', { found: SE });
    await answer('99999999', NOT_FOUND);
    expect(onFound).not.toHaveBeenCalled();
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(lookup.getState()).toMatchObject({ status: 'refused', cep: '99999999' });
  });

  it('tells its subscribers of every change, until they leave', async () => {
    const { lookup, answer } = harness();
    const listener = vi.fn();
    const leave = lookup.subscribe(listener);
    lookup.update('01001000');
    await answer('01001000', { found: SE });
    expect(listener).toHaveBeenCalledTimes(3);
    leave();
    lookup.update('0');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
