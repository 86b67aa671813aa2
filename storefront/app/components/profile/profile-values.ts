import { PERSONAL_FIELDS } from '../personal-data-fields.tsx';

/** The profile form's fields, in the API's names (`PUT /v1/users/{id}` `data`). */
const ADDRESS_FIELDS = ['postcode', 'address', 'number', 'complement', 'district', 'city', 'state'] as const;
export const PROFILE_FIELDS = [...PERSONAL_FIELDS, ...ADDRESS_FIELDS] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;
export type AddressValues = Record<AddressField, string>;

/** What the profile action answers; `intent` says which form it belongs to. */
export interface ProfileAnswer {
  intent: 'profile' | 'cep' | 'password';
  ok?: boolean;
  error?: string;
  errors?: Record<string, string[]>;
  /** The submitted profile (and, after a CEP lookup, the address found), for a page without JavaScript. */
  values?: ProfileValues;
}

/** The stored user as form values ('' for what is not filled in). */
export function profileValues(user: Record<ProfileField, string | null>): ProfileValues {
  return Object.fromEntries(PROFILE_FIELDS.map((name) => [name, user[name] ?? ''])) as ProfileValues;
}

/**
 * Whether the typed e-mail is a new one, compared as the API stores it (trimmed, lower-cased): a new
 * e-mail needs the current password (decision 029), the same one sent back needs nothing.
 */
export const emailChanged = (typed: string, stored: string | null) =>
  typed.trim().toLowerCase() !== (stored ?? '').trim().toLowerCase();
