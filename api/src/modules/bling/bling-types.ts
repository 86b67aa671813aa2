/**
 * The parts of Bling's product answers the sync reads (docs/bling-and-cep.md#products). Everything is
 * optional and checked where it is used: Bling omits fields freely.
 */
export interface BlingListItem {
  id?: number | string;
  idProdutoPai?: number | string | null;
  nome?: string;
  codigo?: string;
  preco?: number;
  estoque?: { saldoVirtualTotal?: number };
  /** P produto, S serviço, N serviço 06 21 22. */
  tipo?: string;
  /** A ativo, I inativo (E excluído, only with criterio=4). */
  situacao?: string;
  /** S simples, V com variações (the parent), E com composição. */
  formato?: string;
  descricaoCurta?: string;
  imagemURL?: string;
}

export interface BlingImageLink {
  link?: string;
  ordem?: number;
}

export interface BlingProductDetail extends BlingListItem {
  gtin?: string;
  pesoLiquido?: number;
  pesoBruto?: number;
  marca?: string;
  descricaoComplementar?: string;
  estoque?: { saldoVirtualTotal?: number; minimo?: number; maximo?: number };
  dimensoes?: { largura?: number; altura?: number; profundidade?: number; unidadeMedida?: number };
  midia?: { imagens?: { externas?: BlingImageLink[]; internas?: BlingImageLink[] } };
  categoria?: { id?: number };
}
