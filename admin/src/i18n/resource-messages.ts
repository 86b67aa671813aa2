import type { TranslationMessages } from 'react-admin';

type Fields = Record<string, string>;
interface ResourceLabels {
  /** Singular and plural, pt-BR then en (the menu uses its own labels, the spec's). */
  name: { 'pt-BR': [string, string]; en: [string, string] };
  /** Field (source) → its pt-BR phrase; the English comes from the shared phrase catalog. */
  fields: Fields;
}

const address: Fields = {
  postcode: 'CEP',
  address: 'Logradouro',
  number: 'Número',
  complement: 'Complemento',
  state: 'UF',
  city: 'Cidade',
  district: 'Bairro',
};

/** react-admin finds a label by resource and source: `resources.<resource>.fields.<source>`. */
// A list's title is the plural: it equals the menu's label (the spec's, exact), so "Remessa", "Conteúdo"
// and "Configuração" stay singular there (decision 042).
const RESOURCE_LABELS: Record<string, ResourceLabels> = {
  clients: {
    name: { 'pt-BR': ['Cliente', 'Clientes'], en: ['Client', 'Clients'] },
    fields: {
      id: 'ID',
      name: 'Nome',
      last_name: 'Sobrenome',
      email: 'E-mail',
      role: 'Tipo de conta',
      document: 'CPF ou CNPJ',
      phone: 'Telefone',
      ...address,
      active: 'Ativo',
      password: 'Senha',
      created_at: 'Cadastro',
      updated_at: 'Atualizado em',
      'subscription.status': 'Assinatura',
      'subscription.plan_id': 'Plano',
      'subscription.current_period_end': 'Válida até',
      'subscription.trial_ends_at': 'Teste até',
      q: 'Buscar',
    },
  },
  products: {
    name: { 'pt-BR': ['Produto', 'Produtos'], en: ['Product', 'Products'] },
    fields: {
      id: 'ID',
      name: 'Nome do produto',
      sku: 'SKU',
      gtin: 'GTIN',
      supplier_id: 'Fornecedor',
      category: 'Categoria',
      status: 'Situação',
      source: 'Origem',
      price_cents: 'Preço',
      suggested_price_cents: 'Preço sugerido',
      stock: 'Estoque',
      reserved: 'Reservado',
      available: 'Disponível',
      in_stock: 'Estoque',
      weight_grams: 'Peso (g)',
      width_cm: 'Largura (cm)',
      height_cm: 'Altura (cm)',
      depth_cm: 'Profundidade (cm)',
      short_description: 'Descrição curta',
      description: 'Descrição',
      images: 'Imagens',
      synced_at: 'Sincronizado em',
      created_at: 'Cadastro',
      updated_at: 'Atualizado em',
      q: 'Buscar',
    },
  },
  shippings: {
    name: { 'pt-BR': ['Remessa', 'Remessa'], en: ['Shipment', 'Shipments'] },
    fields: {
      id: 'Número',
      client: 'Cliente',
      client_id: 'Cliente',
      supplier: 'Fornecedor',
      supplier_id: 'Fornecedor',
      status: 'Situação',
      payment_status: 'Pagamento',
      paid_at: 'Paga em',
      notes: 'Observações',
      orders_count: 'Pedidos',
      items_count: 'Itens',
      total_cents: 'Total',
      created_at: 'Criada em',
      updated_at: 'Atualizado em',
      q: 'Buscar',
    },
  },
  // Named here so titles and notifications read well; their screens label their own fields.
  plans: { name: { 'pt-BR': ['Plano', 'Planos'], en: ['Plan', 'Plans'] }, fields: {} },
  subscriptions: {
    name: { 'pt-BR': ['Assinatura', 'Assinaturas'], en: ['Subscription', 'Subscriptions'] },
    fields: {},
  },
  contents: { name: { 'pt-BR': ['Conteúdo', 'Conteúdo'], en: ['Content', 'Content'] }, fields: {} },
  config: { name: { 'pt-BR': ['Configuração', 'Configuração'], en: ['Setting', 'Settings'] }, fields: {} },
  erp: { name: { 'pt-BR': ['Conexão ERP', 'ERP'], en: ['ERP connection', 'ERP'] }, fields: {} },
};

/**
 * pt-BR phrases of the field labels that the shared catalog has no English for (a test keeps it empty).
 * The catalog comes in: this module loads with the login page, the English catalog only when needed.
 */
export const untranslatedLabels = (phrasesEn: Record<string, string>) =>
  Object.values(RESOURCE_LABELS)
    .flatMap((labels) => Object.values(labels.fields))
    .filter((phrase) => !(phrase in phrasesEn));

/** Resource and field names of a locale; English field names come from `phrasesEn`, the shared catalog. */
export function resourceMessagesFor(
  locale: 'pt-BR' | 'en',
  phrasesEn: Record<string, string> = {},
): Partial<TranslationMessages> {
  const resources = Object.fromEntries(
    Object.entries(RESOURCE_LABELS).map(([resource, { name, fields }]) => [
      resource,
      {
        name: name[locale].join(' |||| '),
        fields: Object.fromEntries(
          Object.entries(fields).map(([source, pt]) => [
            source,
            locale === 'en' ? (phrasesEn[pt] ?? pt) : pt,
          ]),
        ),
      },
    ]),
  );
  return { resources } as Partial<TranslationMessages>;
}
