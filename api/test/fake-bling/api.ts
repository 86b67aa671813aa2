import type http from 'node:http';
import type { FakeProduct } from './catalogue.ts';
import { blingError, sendJson, type FakeAccount, type FakeState } from './state.ts';

const WINDOW_MS = 1000;

/** `YYYY-MM-DD HH:MM:SS` read as Brazil's local time (UTC-3, no daylight saving since 2019). */
function parseBrazilTime(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  return m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}-03:00`) : null;
}

const listItem = (p: FakeProduct) => ({
  id: p.id,
  ...(p.idProdutoPai ? { idProdutoPai: p.idProdutoPai } : {}),
  nome: p.nome,
  codigo: p.codigo,
  preco: p.preco,
  precoCusto: p.precoCusto,
  estoque: { saldoVirtualTotal: p.saldoVirtualTotal },
  tipo: p.tipo,
  situacao: p.situacao,
  formato: p.formato,
  descricaoCurta: p.descricaoCurta,
  imagemURL: p.imagens.internas[0]?.link ?? p.imagens.externas[0]?.link ?? '',
});

export function productDetail(p: FakeProduct, all: FakeProduct[] = []) {
  const {
    saldoVirtualTotal,
    depositos: _d,
    imagens,
    dataAlteracao: _a,
    excluido: _e,
    precoCusto,
    variacao,
    ...rest
  } = p;
  return {
    ...listItem(p),
    ...rest,
    dataValidade: '',
    volumes: 1,
    itensPorCaixa: 1,
    gtinEmbalagem: '',
    tipoProducao: 'T',
    condicao: 1,
    freteGratis: false,
    linkExterno: '',
    observacoes: '',
    estoque: { minimo: 1, maximo: 1000, crossdocking: 2, localizacao: 'A1', saldoVirtualTotal },
    fornecedor: { id: 0, contato: { id: 0, nome: '' }, codigo: '', precoCusto, precoCompra: precoCusto },
    tributacao: { origem: 0, ncm: '6912.00.00', cest: '' },
    midia: { video: { url: '' }, imagens: { externas: imagens.externas, internas: imagens.internas } },
    ...(variacao ? { variacao: { ...variacao, produtoPai: { id: p.idProdutoPai } } } : {}),
    ...(p.formato === 'V'
      ? { variacoes: all.filter((c) => c.idProdutoPai === p.id).map((c) => listItem(c)) }
      : {}),
  };
}

const STOCK_FILTERS: Record<string, (saldo: number) => boolean> = {
  '0': (s) => s === 0,
  '1': (s) => s > 0,
  '2': (s) => s < 0,
};

/** GET /produtos. `filtroSaldoEstoque` defaults to 1 (positive only), as the spec says. */
function listProducts(account: FakeAccount, q: URLSearchParams, res: http.ServerResponse) {
  const page = Math.max(1, Number(q.get('pagina') ?? 1) || 1);
  const limit = Math.min(100, Math.max(1, Number(q.get('limite') ?? 100) || 100));
  const criterio = q.get('criterio') ?? '1';
  const stock = STOCK_FILTERS[q.get('filtroSaldoEstoque') ?? '1'];
  const since = q.get('dataAlteracaoInicial');
  const until = q.get('dataAlteracaoFinal');
  const from = since ? parseBrazilTime(since) : null;
  const to = until ? parseBrazilTime(until) : null;
  if (!stock || (since && !from) || (until && !to)) {
    return sendJson(res, 400, blingError('VALIDATION_ERROR', 'Parâmetros inválidos'));
  }
  const ids = new Set(q.getAll('idsProdutos[]').map(Number));
  const situations: Record<string, (p: FakeProduct) => boolean> = {
    '1': (p) => !p.excluido && p.situacao === 'A',
    '2': (p) => !p.excluido && p.situacao === 'A',
    '3': (p) => !p.excluido && p.situacao === 'I',
    '4': (p) => p.excluido,
    '5': (p) => !p.excluido,
  };
  const situation = situations[criterio] ?? situations['1']!;
  let rows = account.products.filter(
    (p) =>
      situation(p) &&
      stock(p.saldoVirtualTotal) &&
      (!from || p.dataAlteracao >= from) &&
      (!to || p.dataAlteracao <= to) &&
      (ids.size === 0 || ids.has(p.id)),
  );
  if (criterio === '1') rows = [...rows].reverse();
  sendJson(res, 200, { data: rows.slice((page - 1) * limit, page * limit).map(listItem) });
}

/** GET /estoques/saldos[/{idDeposito}]: `idsProdutos[]` required; the same stock filter default. */
function balances(
  account: FakeAccount,
  depositId: string | undefined,
  q: URLSearchParams,
  res: http.ServerResponse,
) {
  const ids = q.getAll('idsProdutos[]').map(Number);
  const stock = STOCK_FILTERS[q.get('filtroSaldoEstoque') ?? '1'];
  if (ids.length === 0 || !stock)
    return sendJson(res, 400, blingError('VALIDATION_ERROR', 'Informe idsProdutos[]'));
  const data = account.products
    .filter((p) => !p.excluido && ids.includes(p.id))
    .map((p) => {
      const deposit = depositId ? p.depositos.find((d) => String(d.id) === depositId) : undefined;
      const saldo = depositId ? (deposit?.saldoVirtual ?? 0) : p.saldoVirtualTotal;
      return {
        produto: { id: p.id, codigo: p.codigo },
        saldoFisicoTotal: saldo,
        saldoVirtualTotal: saldo,
        ...(depositId ? {} : { depositos: p.depositos }),
      };
    })
    .filter((row) => stock(row.saldoVirtualTotal));
  sendJson(res, 200, { data });
}

/** Counts the request in the account's window; true when it is over the limit (answered 429). */
export function overLimit(state: FakeState, account: FakeAccount, now: number) {
  account.window = account.window.filter((at) => now - at < WINDOW_MS);
  account.window.push(now);
  return account.window.length > state.rateLimit;
}

export function routeOf(path: string) {
  return path.replace(/\/\d+(?=\/|$)/g, '/{id}');
}

/** The API proper, after authentication and the rate limit. */
export function handleApi(
  account: FakeAccount,
  method: string,
  path: string,
  q: URLSearchParams,
  res: http.ServerResponse,
) {
  if (method !== 'GET')
    return sendJson(res, 405, blingError('METHOD_NOT_ALLOWED', 'Método não suportado pelo simulador'));
  if (path === '/produtos') return listProducts(account, q, res);
  const detail = /^\/produtos\/(\d+)$/.exec(path);
  if (detail) {
    const product = account.products.find((p) => p.id === Number(detail[1]) && !p.excluido);
    if (!product) return sendJson(res, 404, blingError('RESOURCE_NOT_FOUND', 'Produto não encontrado'));
    return sendJson(res, 200, { data: productDetail(product, account.products) });
  }
  const stock = /^\/estoques\/saldos(?:\/(\d+))?$/.exec(path);
  if (stock) return balances(account, stock[1], q, res);
  if (path === '/empresas/me/dados-basicos') {
    return sendJson(res, 200, {
      data: { id: account.id, nome: account.name, cnpj: '12345678000195', email: 'contato@empresa.com.br' },
    });
  }
  sendJson(res, 404, blingError('RESOURCE_NOT_FOUND', 'Recurso não encontrado'));
}
