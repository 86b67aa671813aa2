import { useT } from '../../utils/i18n.ts';
import { CepAddressFields } from '../address-fields.tsx';
import type { AddressValues, ProfileAnswer } from './profile-values.ts';

export interface AddressFieldsProps {
  initial: AddressValues;
  errors: Record<string, string[]> | undefined;
  /** A lookup answered by a full-page post (no JavaScript): its values are already in `initial`. */
  lookup: ProfileAnswer | undefined;
}

/**
 * The profile's address: the API's field names, all optional, and "Buscar CEP", which posts the form with
 * `intent=cep` so the lookup works without JavaScript too (the profile's action answers it).
 */
export function AddressFields({ initial, errors, lookup }: AddressFieldsProps) {
  const t = useT();
  return (
    <CepAddressFields
      prefix=""
      values={initial}
      errors={errors}
      streetLabel={t('Logradouro')}
      required={false}
      search={{ error: lookup?.error }}
    />
  );
}
