import { useT } from '../utils/i18n.ts';
import { FormField } from './form-field.tsx';
import { Stack } from './ui/stack.tsx';
import { TEXT_LIMITS } from '@ponte/shared/limits';

/** The personal data both /register and /profile ask for, named as the API names them. */
export const PERSONAL_FIELDS = ['name', 'last_name', 'email', 'document', 'phone'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

export interface PersonalDataFieldsProps {
  /** What the inputs start with: the stored profile, or what a refused submission sent. */
  values: Partial<Record<PersonalField, string | undefined>>;
  errors: Record<string, string[]> | undefined;
  /** CPF/CNPJ and phone are required to register; a profile may leave them empty. */
  contactRequired: boolean;
}

/** Name, surname, e-mail, CPF/CNPJ and phone: plain named inputs with the server's messages beside them. */
export function PersonalDataFields({ values, errors, contactRequired }: PersonalDataFieldsProps) {
  const t = useT();
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormField
          name="name"
          maxLength={TEXT_LIMITS.person.name}
          label={t('Nome')}
          autoComplete="given-name"
          required
          defaultValue={values.name}
          errors={errors}
        />
        <FormField
          name="last_name"
          maxLength={TEXT_LIMITS.person.last_name}
          label={t('Sobrenome')}
          autoComplete="family-name"
          required
          defaultValue={values.last_name}
          errors={errors}
        />
      </Stack>
      <FormField
        name="email"
        maxLength={TEXT_LIMITS.person.email}
        type="email"
        label={t('E-mail')}
        autoComplete="email"
        required
        defaultValue={values.email}
        errors={errors}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormField
          name="document"
          maxLength={TEXT_LIMITS.person.document}
          label={t('CPF ou CNPJ')}
          required={contactRequired}
          defaultValue={values.document}
          errors={errors}
          mask="document"
        />
        <FormField
          name="phone"
          maxLength={TEXT_LIMITS.person.phone}
          type="tel"
          label={t('Telefone')}
          autoComplete="tel"
          required={contactRequired}
          defaultValue={values.phone}
          errors={errors}
          mask="phone"
        />
      </Stack>
    </>
  );
}
