import { describe, expect, it } from 'vitest';
import { htmlToText, isImportable, mapBlingProduct, priceCents, stockUnits } from './bling-mapping.ts';

const base = { id: 16709611703, nome: 'Copo do Bling', situacao: 'A', tipo: 'P', formato: 'S' };

describe('mapping a Bling product', () => {
  it('converts units: metres and millimetres to centimetres, kilograms to grams, reais to centavos', () => {
    const m = mapBlingProduct({
      ...base,
      preco: 4.99,
      pesoBruto: 0.35,
      dimensoes: { largura: 0.2, altura: 0.155, profundidade: 0, unidadeMedida: 0 },
    });
    expect(m).toMatchObject({
      price_cents: 499,
      weight_grams: 350,
      width_cm: 20,
      height_cm: 15.5,
      depth_cm: null,
    });
    const mm = mapBlingProduct({
      ...base,
      pesoBruto: 0,
      pesoLiquido: 1.2,
      dimensoes: { largura: 125, altura: 30, profundidade: 8, unidadeMedida: 2 },
    });
    expect(mm).toMatchObject({ weight_grams: 1200, width_cm: 12.5, height_cm: 3, depth_cm: 0.8 });
    expect(mapBlingProduct({ ...base, dimensoes: { largura: 10 } }).width_cm).toBe(10);
  });

  it('keeps stock whole and never negative, and money inside the database limits', () => {
    expect([
      stockUnits(-3),
      stockUnits(12.75),
      stockUnits('8'),
      stockUnits(undefined),
      stockUnits(1e12),
    ]).toEqual([0, 12, 8, 0, 10_000_000]);
    expect([priceCents(19.9), priceCents(-1), priceCents('abc'), priceCents(1e12)]).toEqual([
      1990, 0, 0, 1_000_000_000,
    ]);
  });

  it('keeps only valid GTINs and https images, in Bling order, without NULs in text', () => {
    const m = mapBlingProduct({
      ...base,
      nome: 'Copo\u0000 do Bling',
      codigo: '  COD-1  ',
      gtin: '7891000315507',
      midia: {
        imagens: {
          internas: [
            { link: 'https://img/b.jpg', ordem: 2 },
            { link: 'https://img/a.jpg', ordem: 1 },
          ],
          externas: [
            { link: 'http://img/c.jpg' },
            { link: 'javascript:alert(1)' },
            { link: 'https://img/a.jpg' },
          ],
        },
      },
    });
    expect(m).toMatchObject({
      name: 'Copo do Bling',
      sku: 'COD-1',
      gtin: '7891000315507',
      images: ['https://img/a.jpg', 'https://img/b.jpg'],
    });
    expect(mapBlingProduct({ ...base, gtin: '7891000315508' }).gtin).toBeNull();
    expect(mapBlingProduct({ ...base, imagemURL: 'https://img/capa.jpg' }).images).toEqual([
      'https://img/capa.jpg',
    ]);
  });

  it('sanitizes the long description and keeps the short one as plain text', () => {
    const m = mapBlingProduct({
      ...base,
      descricaoCurta: '<p>Leve &amp; <b>resistente</b></p><p>Lava-louças</p>',
      descricaoComplementar:
        '<p onclick="x()">Texto</p><iframe src="https://x"></iframe><img src="http://x/y.png">',
    });
    expect(m.short_description).toBe('Leve & resistente Lava-louças');
    expect(m.description).toBe('<p>Texto</p>');
    expect(htmlToText('a<br>b&nbsp;c')).toBe('a b c');
  });

  it('imports products and variations, not services nor the parents of variations', () => {
    expect(isImportable(base)).toBe(true);
    expect(isImportable({ ...base, idProdutoPai: 1 })).toBe(true);
    expect(isImportable({ ...base, tipo: 'S' })).toBe(false);
    expect(isImportable({ ...base, formato: 'V' })).toBe(false);
    expect(isImportable({ nome: 'sem id' })).toBe(false);
    expect(mapBlingProduct({ ...base, situacao: 'I' }).status).toBe('inactive');
  });
});
