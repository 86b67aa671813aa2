import { z } from 'zod';
import { PUBLIC_ROLES } from '../constants.ts';
import {
  DocumentSchema,
  EmailSchema,
  NameSchema,
  PasswordSchema,
  PhoneSchema,
} from '../validation/fields.ts';

export const LoginRequestSchema = z.strictObject({
  email: EmailSchema,
  password: z.string().min(1, { error: 'Informe a senha.' }).max(200),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

const passwordsMatch = (v: { password: string; password_confirmation?: string | undefined }) =>
  v.password_confirmation === undefined || v.password === v.password_confirmation;
const mismatch = { error: 'As senhas não conferem.', path: ['password_confirmation'] };

export const RegisterRequestSchema = z
  .strictObject({
    name: NameSchema,
    last_name: NameSchema,
    email: EmailSchema,
    password: PasswordSchema,
    password_confirmation: z.string().max(200).optional(),
    role: z.enum(PUBLIC_ROLES).default('client'),
    document: DocumentSchema,
    phone: PhoneSchema,
  })
  .refine(passwordsMatch, mismatch);
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const PasswordEmailRequestSchema = z.strictObject({ email: EmailSchema });
export type PasswordEmailRequest = z.input<typeof PasswordEmailRequestSchema>;

export const PasswordResetRequestSchema = z
  .strictObject({
    token: z.string().min(16).max(200),
    email: EmailSchema.optional(),
    password: PasswordSchema,
    password_confirmation: z.string().max(200).optional(),
  })
  .refine(passwordsMatch, mismatch);
export type PasswordResetRequest = z.input<typeof PasswordResetRequestSchema>;
