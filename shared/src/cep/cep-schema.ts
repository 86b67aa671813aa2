import { z } from 'zod';
import { CepSchema } from '../validation/fields.ts';

export const CepParamSchema = z.object({ cep: CepSchema });

/**
 * GET /v1/cep/{cep}: the fields the spec names (ViaCEP's: `cep` as NNNNN-NNN, `logradouro`, …) and the
 * same address in our own field names, ready for an address form (`postcode` as 8 digits).
 * Unknown parts are "" (ViaCEP's convention), never null.
 */
export const CepAddressSchema = z.object({
  cep: z.string(),
  logradouro: z.string(),
  complemento: z.string(),
  uf: z.string(),
  localidade: z.string(),
  bairro: z.string(),
  postcode: z.string(),
  address: z.string(),
  complement: z.string(),
  state: z.string(),
  city: z.string(),
  district: z.string(),
});
export type CepAddress = z.infer<typeof CepAddressSchema>;

export const CEP_MESSAGES = {
  notFound: 'CEP não encontrado.',
  unavailable:
    'Serviço de CEP indisponível no momento. Tente novamente em instantes ou preencha o endereço manualmente.',
} as const;
