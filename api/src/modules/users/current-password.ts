import { eq } from 'drizzle-orm';
import type { UserUpdateSchema } from '@ponte/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/context.ts';
import { MESSAGES, notFound, unprocessable } from '../../lib/errors.ts';
import { checkPasswordAttempt } from '../../auth/password-attempts.ts';
import { verifyPassword } from '../../auth/password.ts';
import { users } from './users.table.ts';

export const CURRENT_PASSWORD_WRONG = 'Senha atual incorreta.';
const CURRENT_PASSWORD_MISSING = 'Informe a sua senha atual.';

export const currentPasswordRefused = (message: string) =>
  unprocessable(MESSAGES.invalid, { current_password: [message] });

/**
 * A person changing their own e-mail (the name they sign in with) or password proves it is them with
 * the current password (decision 029): a stolen session alone cannot take the account over. Wrong
 * passwords count against the same guessing limits as logins of that account. Answers the hash that was
 * checked, or null when nothing needed it.
 */
export async function confirmCurrentPassword(
  deps: Pick<AppDeps, 'db' | 'now' | 'rateLimits'>,
  userId: number,
  data: Pick<z.output<typeof UserUpdateSchema>, 'email' | 'password' | 'current_password'>,
  ip: string,
): Promise<string | null> {
  const [current] = await deps.db
    .select({ email: users.email, hash: users.password_hash })
    .from(users)
    .where(eq(users.id, userId));
  if (!current) throw notFound();
  const changesEmail = data.email !== undefined && data.email !== current.email;
  if (data.password === undefined && !changesEmail) return null;
  const given = data.current_password;
  if (!given) throw currentPasswordRefused(CURRENT_PASSWORD_MISSING);
  const ok = await checkPasswordAttempt(deps, current.email, ip, () => verifyPassword(current.hash, given));
  if (!ok) throw currentPasswordRefused(CURRENT_PASSWORD_WRONG);
  return current.hash;
}
