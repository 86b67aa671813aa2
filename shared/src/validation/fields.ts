import { z } from 'zod';
import { UF_LIST } from '../constants.ts';
import { isValidCep, isValidDocument, onlyDigits } from './documents.ts';

/** Reusable field schemas: one definition of what a valid e-mail, CPF/CNPJ, phone or CEP is. */

export const EmailSchema = z
  .email({ error: 'Informe um e-mail válido.' })
  .max(254)
  .transform((v) => v.trim().toLowerCase());

export const PasswordSchema = z
  .string()
  .min(8, { error: 'A senha deve ter pelo menos 8 caracteres.' })
  .max(200);

/** CPF (11 digits) or CNPJ (14 digits) with valid check digits; stored as digits only. */
export const DocumentSchema = z
  .string()
  .max(20)
  .refine(isValidDocument, { error: 'CPF ou CNPJ inválido.' })
  .transform(onlyDigits);

export const PhoneSchema = z
  .string()
  .max(20)
  .refine((v) => /^\d{10,11}$/.test(onlyDigits(v)), { error: 'Telefone inválido: informe DDD e número.' })
  .transform(onlyDigits);

/** CEP as 8 digits (accepts 00000-000). */
export const CepSchema = z
  .string()
  .max(9)
  .refine(isValidCep, { error: 'CEP inválido: informe 8 dígitos.' })
  .transform(onlyDigits);

export const NameSchema = z.string().trim().min(1, { error: 'Campo obrigatório.' }).max(120);

/** Optional free text: absent stays absent (unchanged), and "" becomes null so the DB never stores "". */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => v || null)
    .optional();

export const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const IdParamSchema = z.object({ id: IdSchema });


export const AddressSchema = z.object({
  postcode: CepSchema,
  address: z.string().trim().min(1).max(200),
  number: z.string().trim().min(1).max(20),
  complement: optionalText(120),
  state: z.enum(UF_LIST, { error: 'UF inválida.' }),
  city: z.string().trim().min(1).max(120),
  district: z.string().trim().min(1).max(120),
});
export type Address = z.infer<typeof AddressSchema>;
