import { and, eq, isNull, sql } from 'drizzle-orm';
import { PAYMENT_GRACE_DAYS, TRIAL_DAYS } from '@ponte/shared';
import type { Db, Queryable } from '../../db/client.ts';
import { systemConfigParams, systemConfigParamValues } from './config.table.ts';

/** `range`: the whole numbers a `number` param accepts (checked on save, config.service.ts). */
type ParamSeed = typeof systemConfigParams.$inferInsert & { default?: string; range?: { min: number; max: number } };

/** How long a pending, unpaid shipment holds its stock (modules/shippings/reservation-expiry.ts). */
export const RESERVATION_HOURS = 48;

/** The parameters the product knows; inserted at every start if missing (existing values are kept). */
const CONFIG_PARAMS: ParamSeed[] = [
  { code: 'bling_client_id', name: 'Bling: Client ID', description: 'Identificador do aplicativo Ponte no Bling (Área do Integrador).', type: 'string', scope: 'global' },
  { code: 'bling_client_secret', name: 'Bling: Client Secret', description: 'Segredo do aplicativo no Bling. Só pode ser alterado, nunca lido.', type: 'string', scope: 'global', secret: true },
  { code: 'bling_redirect_uri', name: 'Bling: link de redirecionamento', description: 'O mesmo link cadastrado no aplicativo Bling (termina em /api/v1/bling/callback).', type: 'url', scope: 'global' },
  { code: 'trial_days', name: 'Dias de teste para fornecedores', description: 'Por quantos dias uma conta de fornecedor nova usa o sistema sem assinatura.', type: 'number', scope: 'global', default: String(TRIAL_DAYS) },
  { code: 'support_email', name: 'E-mail de suporte', description: 'Endereço mostrado aos usuários para falar com a equipe.', type: 'email', scope: 'global', default: 'suporte@ponte.com.br' },
  { code: 'reservation_hours', name: 'Horas de reserva de estoque', description: 'Por quantas horas uma remessa pendente e não paga segura o estoque; depois é cancelada automaticamente e as unidades voltam ao catálogo (de 1 a 720).', type: 'number', scope: 'global', default: String(RESERVATION_HOURS), range: { min: 1, max: 720 } },
  { code: 'payment_grace_days', name: 'Dias de carência de pagamento', description: 'Com pagamentos pelo Asaas: por quantos dias depois do vencimento uma renovação não paga mantém o acesso; depois a conta é suspensa (de 0 a 30).', type: 'number', scope: 'global', default: String(PAYMENT_GRACE_DAYS), range: { min: 0, max: 30 } },
  { code: 'erp_auto_sync', name: 'Sincronizar o Bling automaticamente', description: 'Sincroniza o catálogo periodicamente, sem precisar clicar.', type: 'boolean', scope: 'user' },
  { code: 'erp_import_inactive', name: 'Importar produtos inativos', description: 'Traz também os produtos inativos no Bling (ficam inativos aqui).', type: 'boolean', scope: 'user' },
  { code: 'erp_stock_deposit_id', name: 'Depósito de estoque do Bling', description: 'Id do depósito usado para o estoque; vazio = saldo total.', type: 'string', scope: 'user' },
];

export async function seedConfigParams(db: Db) {
  for (const { default: defaultValue, range: _range, ...param } of CONFIG_PARAMS) {
    await db.insert(systemConfigParams).values(param).onConflictDoNothing();
    if (param.scope === 'global') {
      await db.execute(sql`
        INSERT INTO ${systemConfigParamValues} (param_id, user_id, value)
        SELECT id, NULL, ${defaultValue ?? null} FROM ${systemConfigParams} WHERE code = ${param.code}
        ON CONFLICT DO NOTHING`);
    }
  }
}

export const paramRange = (code: string) => CONFIG_PARAMS.find((param) => param.code === code)?.range;

/** A global whole-number setting as an admin left it, or `fallback` when unset or unreadable. */
export async function globalNumberParam(db: Queryable, code: string, fallback: number): Promise<number> {
  const [row] = await db
    .select({ value: systemConfigParamValues.value })
    .from(systemConfigParamValues)
    .innerJoin(systemConfigParams, eq(systemConfigParams.id, systemConfigParamValues.param_id))
    .where(and(eq(systemConfigParams.code, code), isNull(systemConfigParamValues.user_id)));
  const value = Number(row?.value);
  return row?.value !== null && row?.value !== undefined && row.value !== '' && Number.isInteger(value) ? value : fallback;
}
