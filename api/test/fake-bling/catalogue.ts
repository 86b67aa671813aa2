/**
 * Deterministic Bling catalogues for the fake (field names as in docs/bling-and-cep.md#products): the
 * same seed always gives the same products, so tests and the benchmark can predict every field.
 */
export interface FakeImage {
  link: string;
  linkMiniatura?: string;
  validade?: string;
  ordem?: number;
}

export interface FakeProduct {
  id: number;
  idProdutoPai?: number;
  nome: string;
  codigo: string;
  preco: number;
  precoCusto: number;
  tipo: 'P' | 'S';
  situacao: 'A' | 'I';
  formato: 'S' | 'V';
  descricaoCurta: string;
  descricaoComplementar: string;
  unidade: string;
  pesoLiquido: number;
  pesoBruto: number;
  gtin: string;
  marca: string;
  saldoVirtualTotal: number;
  /** Two deposits share the balance; a negative balance sits in the first. */
  depositos: { id: number; saldoFisico: number; saldoVirtual: number }[];
  dimensoes: { largura: number; altura: number; profundidade: number; unidadeMedida: 0 | 1 | 2 };
  imagens: { internas: FakeImage[]; externas: FakeImage[] };
  categoria: { id: number };
  variacao?: { nome: string; ordem: number };
  /** Not sent as such: drives `dataAlteracaoInicial`, and deletion (criterio=4, detail 404). */
  dataAlteracao: Date;
  excluido: boolean;
}

export interface CatalogueOptions {
  seed?: number;
  /** Every 25th product becomes a parent (formato V) with two variations, each its own product. */
  variations?: boolean;
  /** When products were last changed; later changes are stamped with the real time. */
  changedAt?: Date;
  /** First product id (Bling ids are 10-11 digits). */
  firstId?: number;
}

const DEPOSIT_IDS = [14_886_543_210, 14_886_543_211] as const;

/** mulberry32: small, fast, good enough to vary test data. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ITEMS = [
  'Caneca',
  'Toalha de Banho',
  'Luminária',
  'Garrafa Térmica',
  'Almofada',
  'Panela',
  'Mochila',
  'Tapete',
  'Relógio de Parede',
  'Kit de Facas',
  'Porta-Retrato',
  'Cesto Organizador',
];
const MATERIALS = [
  'de Cerâmica',
  'de Algodão',
  'de Bambu',
  'de Inox',
  'de Vidro',
  'de Madeira',
  'de Linho',
  'de Couro Sintético',
];
const COLOURS = ['Azul', 'Branca', 'Preta', 'Verde', 'Vermelha', 'Cinza', 'Amarela', 'Rosa'];
const BRANDS = ['Casa Bonita', 'Lar & Cia', 'Utilidades Brasil', 'Bem Morar'];
const SIZES = ['P', 'M'];

/** EAN-13 with a Brazilian prefix and a valid GS1 check digit. */
function gtin13(n: number): string {
  const body = `789${String(n % 1_000_000_000).padStart(9, '0')}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const pick = <T>(list: readonly T[], r: () => number) => list[Math.floor(r() * list.length)]!;
const money = (value: number) => Math.round(value * 100) / 100;

function splitDeposits(total: number): FakeProduct['depositos'] {
  const first = total <= 0 ? total : Math.ceil(total * 0.7);
  return [
    { id: DEPOSIT_IDS[0], saldoFisico: first, saldoVirtual: first },
    { id: DEPOSIT_IDS[1], saldoFisico: total - first, saldoVirtual: total - first },
  ];
}

export function makeProduct(index: number, options: CatalogueOptions = {}): FakeProduct {
  const r = prng((options.seed ?? 1) * 100_003 + index);
  const id = (options.firstId ?? 16_709_611_000) + index;
  const item = pick(ITEMS, r);
  const nome = `${item} ${pick(MATERIALS, r)} ${pick(COLOURS, r)} ${100 + (index % 900)}`;
  const roll = r();
  // About 1 in 10 has no stock and 1 in 30 a negative balance; a few have fractions (kg, m).
  const fraction = r() < 0.05 ? 0.5 : 0;
  const saldo =
    roll < 0.1 ? 0 : roll < 0.133 ? -(1 + Math.floor(r() * 5)) : 1 + Math.floor(r() * 500) + fraction;
  const unit = ([1, 1, 1, 0, 2] as const)[index % 5]!;
  const cm = {
    largura: 5 + Math.round(r() * 40),
    altura: 3 + Math.round(r() * 30),
    profundidade: 2 + Math.round(r() * 25),
  };
  const scale = unit === 0 ? 0.01 : unit === 2 ? 10 : 1;
  const preco = money(9.9 + r() * 290);
  return {
    id,
    nome,
    codigo: `SKU-${String(index + 1).padStart(6, '0')}`,
    preco,
    precoCusto: money(preco * 0.55),
    tipo: 'P',
    situacao: r() < 0.05 ? 'I' : 'A',
    formato: 'S',
    descricaoCurta: `<p>${nome} da linha <strong>${pick(BRANDS, r)}</strong> &amp; qualidade.</p>`,
    descricaoComplementar:
      index % 7 === 0
        ? `<h1>Detalhes</h1><p onclick="x()">Resistente e durável.</p><script>alert(${index})</script><ul><li>Item ${index}</li></ul>`
        : index % 11 === 0
          ? ''
          : `<p>Produto ${index} com acabamento premium.</p>`,
    unidade: 'UN',
    pesoLiquido: money(0.1 + r() * 4),
    pesoBruto: index % 13 === 0 ? 0 : money(0.2 + r() * 5),
    gtin: index % 17 === 0 ? '1234567890123' : gtin13(index + 1),
    marca: pick(BRANDS, r),
    saldoVirtualTotal: saldo,
    depositos: splitDeposits(saldo),
    dimensoes: {
      largura: cm.largura * scale,
      altura: cm.altura * scale,
      profundidade: cm.profundidade * scale,
      unidadeMedida: unit,
    },
    imagens: {
      internas:
        index % 3 === 0
          ? []
          : [2, 1].map((ordem) => ({
              link: `https://orgbling.s3.amazonaws.com/imagens/${id}-${ordem}.jpg?Expires=1767225600`,
              linkMiniatura: `https://orgbling.s3.amazonaws.com/miniaturas/${id}-${ordem}.jpg`,
              validade: '2026-12-31 23:59:59',
              ordem,
            })),
      externas: [
        { link: `https://cdn.fornecedor.com.br/produtos/${id}.jpg` },
        { link: `http://inseguro.exemplo.com/${id}.jpg` },
      ],
    },
    categoria: { id: 9_000 + (index % 12) },
    dataAlteracao: options.changedAt ?? new Date('2026-01-05T12:00:00Z'),
    excluido: false,
  };
}

/** `count` sellable products (plus parents when `variations`), ordered by id. */
export function makeCatalogue(count: number, options: CatalogueOptions = {}): FakeProduct[] {
  const products: FakeProduct[] = [];
  let sellable = 0;
  for (let index = 0; sellable < count; index++) {
    const product = makeProduct(index, options);
    if (options.variations && index % 25 === 24) {
      products.push({ ...product, formato: 'V', saldoVirtualTotal: 0, depositos: splitDeposits(0) });
      for (const [ordem, size] of SIZES.entries()) {
        if (sellable >= count) break;
        const child = makeProduct(100_000 + index * 10 + ordem, options);
        products.push({
          ...child,
          idProdutoPai: product.id,
          nome: `${product.nome} Tamanho:${size}`,
          variacao: { nome: `Tamanho:${size}`, ordem },
        });
        sellable += 1;
      }
    } else {
      products.push(product);
      sellable += 1;
    }
  }
  return products.sort((a, b) => a.id - b.id);
}
