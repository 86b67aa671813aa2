import { and, eq, gt, isNull } from 'drizzle-orm';
import type {
  AuthResponse,
  LoginRequestSchema,
  PasswordResetRequestSchema,
  RegisterRequestSchema,
  Session,
} from '@ponte/shared';
import type { z } from 'zod';
import type { AppDeps } from '../lib/context.ts';
import { HttpError, unprocessable } from '../lib/errors.ts';
import { sendMail } from '../jobs/send-email.ts';
import { randomToken, sha256 } from '../lib/crypto.ts';
import { loggerFor } from '../lib/logger.ts';
import { queueAccountNotice } from '../modules/users/account-notices.ts';
import { notifyEach } from '../modules/notifications/events.ts';
import { userRegistered } from '../modules/notifications/events-accounts.ts';
import { createUser, getUser } from '../modules/users/users.service.ts';
import { users } from '../modules/users/users.table.ts';
import type { User } from '@ponte/shared';
import { passwordResets } from './auth.table.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.ts';
import { checkPasswordAttempt } from './password-attempts.ts';
import { createSession, revokeUserSessions, sessionLifetime } from './sessions.service.ts';

const log = loggerFor('auth');

const ACCESS_DENIED = 'Acesso negado';
const RESET_TTL_MS = 60 * 60 * 1000;
export const RESET_REQUESTED =
  'Se o e-mail estiver cadastrado, você receberá em instantes um link para redefinir a senha.';
export const RESET_DONE = 'Senha redefinida com sucesso. Entre com a nova senha.';
const RESET_INVALID = 'Link de redefinição inválido ou expirado. Peça um novo.';

export const toSession = (user: User): Session => ({
  user: {
    id: user.id,
    name: user.name,
    last_name: user.last_name,
    email: user.email,
    role: user.role,
    created_at: user.created_at,
  },
  subscription: user.subscription,
});

/** Who is asking: the browser's User-Agent (kept with the session) and the address rate limits count by. */
export interface Caller {
  userAgent?: string;
  ip: string;
}

async function startSession(deps: AppDeps, user: User, userAgent?: string) {
  const { token } = await createSession(deps.db, user.id, sessionLifetime(deps.env), deps.now(), userAgent);
  const body: AuthResponse = { access_token: token, token_type: 'Bearer', ...toSession(user) };
  return { token, body };
}

/**
 * Unknown e-mail, wrong password and deactivated account all get the same answer, in the same time, and
 * count alike against the guessing limits of the e-mail (password-attempts.ts).
 */
export async function login(deps: AppDeps, input: z.output<typeof LoginRequestSchema>, caller: Caller) {
  const [row] = await deps.db
    .select({ id: users.id, hash: users.password_hash, active: users.active })
    .from(users)
    .where(eq(users.email, input.email));
  const ok = await checkPasswordAttempt(deps, input.email, caller.ip, async () => {
    if (row) return verifyPassword(row.hash, input.password);
    await burnPasswordCheck(input.password);
    return false;
  });
  if (!row || !ok || !row.active) throw new HttpError(401, ACCESS_DENIED);
  return startSession(deps, (await getUser(deps.db, row.id, deps.now()))!, caller.userAgent);
}

export async function register(deps: AppDeps, input: z.output<typeof RegisterRequestSchema>, caller: Caller) {
  const { password_confirmation: _confirmation, ...fields } = input;
  // The admins hear of it in the same transaction: a refused registration (e-mail taken) tells nobody.
  const user = await deps.db.transaction(async (tx) => {
    const created = await createUser(tx, fields, deps.now());
    await notifyEach(deps, tx, userRegistered(created));
    return created;
  });
  return startSession(deps, user, caller.userAgent);
}

/**
 * Always the same answer. For a registered, active e-mail a single-use token (stored hashed, valid 1 h)
 * is mailed; sending happens after the answer so its duration reveals nothing either. Only the newest
 * link works: asking again spends the older ones, in the same transaction (decision 029).
 */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const [user] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.email, email), eq(users.active, true)));
  if (!user) return;
  const token = randomToken();
  const now = deps.now();
  const link = new URL(`/reset-password/${token}`, deps.env.APP_URL).toString();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ used_at: now })
      .where(and(eq(passwordResets.user_id, user.id), isNull(passwordResets.used_at)));
    const [reset] = await tx
      .insert(passwordResets)
      .values({
        user_id: user.id,
        token_hash: sha256(token),
        expires_at: new Date(now.getTime() + RESET_TTL_MS),
        created_at: now,
      })
      .returning({ id: passwordResets.id });
    // Queued in this transaction and sent by the job queue, retried until it goes (decision 030).
    await sendMail(
      deps,
      {
        to: user.email,
        subject: 'Ponte: redefinição de senha',
        text:
          `Olá, ${user.name}!\n\nRecebemos um pedido para redefinir a senha da sua conta na Ponte.\n` +
          `Para escolher uma nova senha, abra o link abaixo (válido por 1 hora):\n\n${link}\n\n` +
          'Se não foi você, ignore este e-mail: sua senha continua a mesma.\n',
      },
      { key: `password-reset:${reset!.id}`, db: tx, userId: user.id },
    );
  });
  // Without SMTP the mail only lands in the outbox folder; the link in the log is how a developer gets in.
  if (!deps.env.SMTP_URL) log.info({ user_id: user.id, link }, 'password reset link (no SMTP_URL: mail kept in the outbox)');
}

/**
 * Consumes the token (single use) and every other outstanding link of the user, sets the password, ends
 * every session of the user and tells the account's address (account-notices.ts).
 */
export async function resetPassword(deps: AppDeps, input: z.output<typeof PasswordResetRequestSchema>) {
  const now = deps.now();
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ used_at: now })
      .where(
        and(
          eq(passwordResets.token_hash, sha256(input.token)),
          isNull(passwordResets.used_at),
          gt(passwordResets.expires_at, now),
        ),
      )
      .returning({ userId: passwordResets.user_id });
    const [user] = reset
      ? await tx
          .select({ name: users.name, email: users.email, active: users.active })
          .from(users)
          .where(eq(users.id, reset.userId))
      : [];
    if (!reset || !user?.active || (input.email && input.email !== user.email)) {
      throw unprocessable(RESET_INVALID, { token: [RESET_INVALID] });
    }
    await tx
      .update(passwordResets)
      .set({ used_at: now })
      .where(and(eq(passwordResets.user_id, reset.userId), isNull(passwordResets.used_at)));
    await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: now })
      .where(eq(users.id, reset.userId));
    await revokeUserSessions(tx, reset.userId);
    const notice = { userId: reset.userId, to: user.email, name: user.name, changes: ['password' as const], at: now };
    await queueAccountNotice(deps, tx, notice);
  });
}
