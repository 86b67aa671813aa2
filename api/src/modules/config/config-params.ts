import { sql } from 'drizzle-orm';
import { TRIAL_DAYS } from '@ponte/shared';
import type { Db } from '../../db/client.ts';
import { systemConfigParams, systemConfigParamValues } from './config.table.ts';

type ParamSeed = typeof systemConfigParams.$inferInsert & { default?: string };

/** The parameters the product knows; inserted at every start if missing (existing values are kept). */
export const CONFIG_PARAMS: ParamSeed[] = [
  { code: 'bling_client_id', name: 'Bling: Client ID', description: 'Identificador do aplicativo Ponte no Bling (Área do Integrador).', type: 'string', scope: 'global' },
  { code: 'bling_client_secret', name: 'Bling: Client Secret', description: 'Segredo do aplicativo no Bling. Só pode ser alterado, nunca lido.', type: 'string', scope: 'global', secret: true },
  { code: 'bling_redirect_uri', name: 'Bling: link de redirecionamento', description: 'O mesmo link cadastrado no aplicativo Bling (termina em /api/v1/bling/callback).', type: 'url', scope: 'global' },
  { code: 'trial_days', name: 'Dias de teste para fornecedores', description: 'Por quantos dias uma conta de fornecedor nova usa o sistema sem assinatura.', type: 'number', scope: 'global', default: String(TRIAL_DAYS) },
  { code: 'support_email', name: 'E-mail de suporte', description: 'Endereço mostrado aos usuários para falar com a equipe.', type: 'email', scope: 'global', default: 'suporte@ponte.com.br' },
  { code: 'erp_auto_sync', name: 'Sincronizar o Bling automaticamente', description: 'Sincroniza o catálogo periodicamente, sem precisar clicar.', type: 'boolean', scope: 'user' },
  { code: 'erp_import_inactive', name: 'Importar produtos inativos', description: 'Traz também os produtos inativos no Bling (ficam inativos aqui).', type: 'boolean', scope: 'user' },
  { code: 'erp_stock_deposit_id', name: 'Depósito de estoque do Bling', description: 'Id do depósito usado para o estoque; vazio = saldo total.', type: 'string', scope: 'user' },
];

export async function seedConfigParams(db: Db) {
  for (const { default: defaultValue, ...param } of CONFIG_PARAMS) {
    await db.insert(systemConfigParams).values(param).onConflictDoNothing();
    if (param.scope === 'global') {
      await db.execute(sql`
        INSERT INTO ${systemConfigParamValues} (param_id, user_id, value)
        SELECT id, NULL, ${defaultValue ?? null} FROM ${systemConfigParams} WHERE code = ${param.code}
        ON CONFLICT DO NOTHING`);
    }
  }
}
