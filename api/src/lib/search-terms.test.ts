import { describe, expect, it } from 'vitest';
import { foldText, searchTerms } from './search-terms.ts';

describe('searchTerms', () => {
  it('folds accents and case, and splits words', () => {
    expect(foldText('Camiseta ORGÂNICA Açaí')).toBe('camiseta organica acai');
    // Decomposed input (as a Mac keyboard may send it) folds the same.
    expect(foldText('Orga\u0302nica')).toBe('organica');
    expect(searchTerms('  João   da  Silva ')).toEqual(['joao', 'da', 'silva']);
  });

  it('drops gender and plural endings of longer catalogue words only when asked', () => {
    expect(searchTerms('camiseta organico', { inflections: true })).toEqual(['camiset', 'organic']);
    expect(searchTerms('Camisetas brancas inox', { inflections: true })).toEqual([
      'camiset',
      'branc',
      'inox',
    ]);
    expect(searchTerms('camiseta organico')).toEqual(['camiseta', 'organico']);
  });

  it('reads numbers typed with punctuation as the digits stored', () => {
    expect(searchTerms('390.533.447-05', { digitsOnly: true })).toEqual(['39053344705']);
    expect(searchTerms('(11) 98765-4321', { digitsOnly: true })).toEqual(['11987654321']);
    expect(searchTerms('12.345.678/0001-95', { digitsOnly: true })).toEqual(['12345678000195']);
    expect(searchTerms('maria 390.533', { digitsOnly: true })).toEqual(['maria', '390533']);
    expect(searchTerms('GT-100', { digitsOnly: true })).toEqual(['gt-100']);
  });

  it('never returns nothing, keeps punctuation-only queries literal and bounds the words', () => {
    expect(searchTerms('%')).toEqual(['%']);
    expect(searchTerms('camiseta, (algodão)')).toEqual(['camiseta', 'algodao']);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms('inox inox')).toEqual(['inox']);
  });
});
