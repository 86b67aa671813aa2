/** Product-wide constants: the one place roles, statuses, cookie names and limits are spelled. */

export const ROLES = ['admin', 'supplier', 'client'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may pick when registering; admins are created by admins. */
export const PUBLIC_ROLES = ['client', 'supplier'] as const satisfies readonly Role[];

/** Default trial length; the live value is the `trial_days` config param. */
export const TRIAL_DAYS = 7;

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'cancelled',
  'pending',
  'expired',
  'none',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Stored status of one subscription; `expired` is shown for a paid period that has ended. */
export const SUBSCRIPTION_RECORD_STATUSES = ['pending', 'active', 'cancelled', 'expired'] as const;
export type SubscriptionRecordStatus = (typeof SUBSCRIPTION_RECORD_STATUSES)[number];

/** The httpOnly cookie holding the opaque session token (shared by storefront and admin). */
export const SESSION_COOKIE = 'ponte_session';
/** The readable cookie whose value must come back as the X-XSRF-TOKEN header (docs/product.md#security). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** The interface language both apps share, written by the site's /set-language and the console's menu. */
export const LANG_COOKIE = 'ponte_lang';

export const PER_PAGE_DEFAULT = 20;
export const PER_PAGE_MAX = 100;

/** Shipping list: scroll to the bottom this long after it loads (docs/product.md#behaviours). */
export const SHIPPING_SCROLL_DELAY_MS = 500;

export const COLORS = { confirm: '#569195', cancel: '#d33', adminNav: '#1f4d3a' } as const;

/** The 27 federative units, as addresses and CEP lookups spell them. */
// prettier-ignore
export const UF_LIST = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR',
  'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;
export type Uf = (typeof UF_LIST)[number];

/** Catalog phrases naming each role in the interface. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  supplier: 'Fornecedor',
  client: 'Cliente',
};

/** A subscription's state as people read it (phrase keys; `expired`: a paid period that has ended). */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Ativa',
  trialing: 'Em teste',
  pending: 'Pendente',
  cancelled: 'Cancelada',
  expired: 'Expirada',
  none: 'Sem assinatura',
};
