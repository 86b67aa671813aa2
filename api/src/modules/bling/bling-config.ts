import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { systemConfigParams, systemConfigParamValues } from '../config/config.table.ts';

/** The Bling app's credentials, set by an admin as global config params (docs/domain-rules.md#configuration). */
export interface BlingAppConfig {
  clientId: string;
  clientSecret: string;
  /** Sent on the authorize URL only when set: Bling uses the link registered on the app anyway. */
  redirectUri: string | null;
}

const CODES = ['bling_client_id', 'bling_client_secret', 'bling_redirect_uri'] as const;

/** Null until both the client id and the secret are set. */
export async function readBlingAppConfig(db: Queryable): Promise<BlingAppConfig | null> {
  const rows = await db
    .select({ code: systemConfigParams.code, value: systemConfigParamValues.value })
    .from(systemConfigParamValues)
    .innerJoin(systemConfigParams, eq(systemConfigParams.id, systemConfigParamValues.param_id))
    .where(and(inArray(systemConfigParams.code, [...CODES]), isNull(systemConfigParamValues.user_id)));
  const value = (code: (typeof CODES)[number]) =>
    rows.find((row) => row.code === code)?.value?.trim() || null;
  const clientId = value('bling_client_id');
  const clientSecret = value('bling_client_secret');
  if (!clientId || !clientSecret) return null;
  return { clientId, clientSecret, redirectUri: value('bling_redirect_uri') };
}

/** A supplier's own sync options (user-scope params shown on /erp). */
export interface SupplierSyncOptions {
  importInactive: boolean;
  /** Bling deposit whose balance becomes the stock; null = the total of all deposits. */
  depositId: string | null;
  autoSync: boolean;
}

export async function readSupplierSyncOptions(
  db: Queryable,
  supplierId: number,
): Promise<SupplierSyncOptions> {
  const rows = await db
    .select({ code: systemConfigParams.code, value: systemConfigParamValues.value })
    .from(systemConfigParamValues)
    .innerJoin(systemConfigParams, eq(systemConfigParams.id, systemConfigParamValues.param_id))
    .where(
      and(
        inArray(systemConfigParams.code, ['erp_import_inactive', 'erp_stock_deposit_id', 'erp_auto_sync']),
        eq(systemConfigParamValues.user_id, supplierId),
      ),
    );
  const value = (code: string) => rows.find((row) => row.code === code)?.value?.trim() || null;
  const deposit = value('erp_stock_deposit_id');
  return {
    importInactive: value('erp_import_inactive') === 'true',
    // Bling ids are digits; anything else would only make every stock request fail.
    depositId: deposit && /^\d{1,20}$/.test(deposit) ? deposit : null,
    autoSync: value('erp_auto_sync') === 'true',
  };
}
