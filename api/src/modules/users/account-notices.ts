import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { sendMail } from '../../jobs/send-email.ts';
import type { AppDeps } from '../../lib/context.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { systemConfigParams, systemConfigParamValues } from '../config/config.table.ts';

/** What changed in how a person signs in; each change is told to the address the account had before. */
export type AccountChange = 'email' | 'password';

export interface AccountNotice {
  userId: number;
  /** The address the account had before the change: the owner's, if someone else made it. */
  to: string;
  name: string;
  changes: AccountChange[];
  at: Date;
}

const brazilDate = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' });
const brazilTime = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', timeStyle: 'short' });

const WHAT: Record<string, { subject: string; line: string }> = {
  email: {
    subject: 'Ponte: o e-mail da sua conta foi alterado',
    line: 'O e-mail de acesso da sua conta na Ponte foi alterado',
  },
  password: {
    subject: 'Ponte: a senha da sua conta foi alterada',
    line: 'A senha da sua conta na Ponte foi alterada',
  },
  'email,password': {
    subject: 'Ponte: o e-mail e a senha da sua conta foram alterados',
    line: 'O e-mail de acesso e a senha da sua conta na Ponte foram alterados',
  },
};

async function supportEmail(db: Queryable): Promise<string | null> {
  const [row] = await db
    .select({ value: systemConfigParamValues.value })
    .from(systemConfigParamValues)
    .innerJoin(systemConfigParams, eq(systemConfigParams.id, systemConfigParamValues.param_id))
    .where(and(eq(systemConfigParams.code, 'support_email'), isNull(systemConfigParamValues.user_id)));
  return row?.value?.trim() || null;
}

/** The pt-BR notice (ASVS 5.0 6.3.7): what changed, when, and what to do if it was not the owner. */
function accountNoticeMessage(
  notice: AccountNotice,
  appUrl: string,
  support: string | null,
): MailMessage {
  const what = WHAT[[...notice.changes].sort().join(',')]!;
  const when = `${brazilDate.format(notice.at)} às ${brazilTime.format(notice.at)} (horário de Brasília)`;
  const contact = support ? `o suporte da Ponte (${support})` : 'o suporte da Ponte';
  const ifNotYou = notice.changes.includes('email')
    ? `Se não foi você, alguém pode ter tomado a sua conta: escreva imediatamente para ${contact} ` +
      'informando este aviso, para recuperarmos o acesso.'
    : `Se não foi você, peça agora uma nova senha em ${new URL('/forgot-password', appUrl).toString()} ` +
      `(isso encerra todas as sessões abertas) e avise ${contact}.`;
  return {
    to: notice.to,
    subject: what.subject,
    text:
      `Olá, ${notice.name}!\n\n${what.line} em ${when}.\n\n` +
      `Se foi você, não é preciso fazer nada.\n${ifNotYou}\n`,
  };
}

/**
 * Queued in the caller's transaction (decision 030): the notice goes if and only if the change commits,
 * and a failed send is retried rather than lost.
 */
export async function queueAccountNotice(deps: Pick<AppDeps, 'env' | 'jobs'>, tx: Queryable, notice: AccountNotice) {
  const message = accountNoticeMessage(notice, deps.env.APP_URL, await supportEmail(tx));
  const key = `account-notice:${notice.userId}:${notice.changes.join(',')}:${notice.at.getTime()}`;
  // Transactional: sent whatever the person's notification preferences say (decision 056).
  await sendMail(deps, message, { key, db: tx, userId: notice.userId });
}
