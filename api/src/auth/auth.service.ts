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
import { ApiError, unprocessable } from '../lib/errors.ts';
import { randomToken, sha256 } from '../lib/crypto.ts';
import { enforceRateLimit } from '../lib/rate-limit.ts';
import { createUser, getUser } from '../modules/users/users.service.ts';
import { users } from '../modules/users/users.table.ts';
import type { User } from '@ponte/shared';
import { passwordResets } from './auth.table.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.ts';
import { createSession, revokeUserSessions } from './sessions.service.ts';

export const ACCESS_DENIED = 'Acesso negado';
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

async function startSession(deps: AppDeps, user: User, userAgent?: string) {
  const { token } = await createSession(deps.db, user.id, deps.env.SESSION_IDLE_DAYS, deps.now(), userAgent);
  const body: AuthResponse = { access_token: token, token_type: 'Bearer', ...toSession(user) };
  return { token, body };
}

/** Unknown e-mail, wrong password and deactivated account all get the same answer, in the same time. */
export async function login(deps: AppDeps, input: z.output<typeof LoginRequestSchema>, userAgent?: string) {
  await enforceRateLimit(deps, `login-email:${input.email}`, deps.rateLimits.loginEmail);
  const [row] = await deps.db
    .select({ id: users.id, hash: users.password_hash, active: users.active })
    .from(users)
    .where(eq(users.email, input.email));
  if (!row) {
    await burnPasswordCheck(input.password);
    throw new ApiError(401, ACCESS_DENIED);
  }
  const ok = await verifyPassword(row.hash, input.password);
  if (!ok || !row.active) throw new ApiError(401, ACCESS_DENIED);
  return startSession(deps, (await getUser(deps.db, row.id, deps.now()))!, userAgent);
}

export async function register(deps: AppDeps, input: z.output<typeof RegisterRequestSchema>, userAgent?: string) {
  const { password_confirmation: _confirmation, ...fields } = input;
  const user = await createUser(deps.db, fields, deps.now());
  return startSession(deps, user, userAgent);
}

/**
 * Always the same answer. For a registered, active e-mail a single-use token (stored hashed, valid 1 h)
 * is mailed; sending happens after the answer so its duration reveals nothing either.
 */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const [user] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.email, email), eq(users.active, true)));
  if (!user) return;
  const token = randomToken();
  const now = deps.now();
  await deps.db.insert(passwordResets).values({
    user_id: user.id,
    token_hash: sha256(token),
    expires_at: new Date(now.getTime() + RESET_TTL_MS),
    created_at: now,
  });
  const link = new URL(`/reset-password/${token}`, deps.env.APP_URL).toString();
  if (!deps.env.SMTP_URL) console.info(`[mail] password reset link for ${user.email}: ${link}`);
  void deps.mailer
    .send({
      to: user.email,
      subject: 'Ponte: redefinição de senha',
      text:
        `Olá, ${user.name}!\n\nRecebemos um pedido para redefinir a senha da sua conta na Ponte.\n` +
        `Para escolher uma nova senha, abra o link abaixo (válido por 1 hora):\n\n${link}\n\n` +
        'Se não foi você, ignore este e-mail: sua senha continua a mesma.\n',
    })
    .catch((error: Error) => console.error(`[mail] password reset to user ${user.id} failed: ${error.message}`));
}

/** Consumes the token (single use), sets the password and ends every session of the user. */
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
      ? await tx.select({ email: users.email, active: users.active }).from(users).where(eq(users.id, reset.userId))
      : [];
    if (!reset || !user?.active || (input.email && input.email !== user.email)) {
      throw unprocessable(RESET_INVALID, { token: [RESET_INVALID] });
    }
    await tx.update(users).set({ password_hash: passwordHash, updated_at: now }).where(eq(users.id, reset.userId));
    await revokeUserSessions(tx, reset.userId);
  });
}
