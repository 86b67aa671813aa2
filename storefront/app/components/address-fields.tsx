import { useEffect, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useNavigation } from 'react-router';
import {
  CEP_FILLED_FIELDS,
  cepAnswer,
  cepFill,
  createCepLookup,
  type CepFilledField,
  type CepFound,
} from '@ponte/shared/cep';
import { TEXT_LIMITS } from '@ponte/shared/limits';
import { UF_LIST } from '@ponte/shared/vocabulary';
import { FormField } from './form-field.tsx';
import { Button } from './ui/button.tsx';
import { Spinner } from './ui/progress.tsx';
import { Stack } from './ui/stack.tsx';
import { useHydrated } from '../utils/use-hydrated.ts';
import { useT } from '../utils/i18n.ts';
import styles from './address-fields.module.css';
import type { FieldErrors, FormValues } from './shipping/order-form.ts';

type PlainField = 'address' | 'number' | 'complement' | 'district' | 'city';
type AddressField = PlainField | 'postcode' | 'state';

/** The site's relay of the API's lookup: the browser asks no one but the site. */
async function askSite(cep: string) {
  const response = await fetch(`/cep/${cep}`, { headers: { Accept: 'application/json' } });
  // A page that is not the route's JSON (a proxy's 5xx) throws here, like a dropped connection: no answer.
  return cepAnswer(response.status, await response.json());
}

export interface CepAddressFieldsProps {
  /** Put before each field's name: '' on the profile, `orders.0.address.` in an order. */
  prefix: string;
  /** The values the page was drawn with, by field name (prefix included). */
  values: Partial<Record<string, string>>;
  errors: FieldErrors | undefined;
  /** Translated: "Logradouro" under the profile's "Endereço" heading, "Endereço" in an order. */
  streetLabel: string;
  /** Whether the address must be given (all but the complement). */
  required: boolean;
  /**
   * "Buscar CEP", which posts the form with `intent=cep` so the lookup works without JavaScript (the
   * page's action answers it), and the `error` of that answer.
   */
  search?: { error: string | undefined } | undefined;
}

/**
 * An address with the CEP lookup of `@ponte/shared/cep`: 8 digits typed, or the field left, ask
 * `/cep/:cep` once per CEP, and the answer fills street, district, city and UF (what it leaves empty keeps
 * what was typed); every field stays editable. A refusal is said under the CEP while it is in the field.
 */
export function CepAddressFields({
  prefix,
  values,
  errors,
  streetLabel,
  required,
  search,
}: CepAddressFieldsProps) {
  const t = useT();
  const hydrated = useHydrated();
  const name = (field: AddressField) => `${prefix}${field}`;
  const [postcode, setPostcode] = useState(values[name('postcode')] ?? '');
  const [filled, setFilled] = useState(
    () =>
      Object.fromEntries(CEP_FILLED_FIELDS.map((field) => [field, values[name(field)] ?? ''])) as CepFound,
  );
  const [lookup] = useState(() =>
    createCepLookup({
      initial: postcode,
      ask: askSite,
      onFound: (found) => setFilled((current) => ({ ...current, ...cepFill(found) })),
    }),
  );
  const state = useSyncExternalStore(lookup.subscribe, lookup.getState, lookup.getState);

  // Sending the form sends the address as typed: a lookup's refusal is then history (the API judges anew).
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.has(name('postcode')) === true;
  useEffect(() => {
    if (sending) lookup.dismiss();
  }, [sending, lookup]);

  const edit = (field: CepFilledField) => (event: { target: { value: string } }) => {
    const next = { ...filled, [field]: event.target.value };
    setFilled(next);
    // "Preencha o endereço" done: once every field a lookup fills has a value, its refusal is moot.
    if (CEP_FILLED_FIELDS.every((each) => next[each].trim() !== '')) lookup.dismiss();
  };
  const onSearchClick = (event: MouseEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    lookup.press(postcode);
  };

  // The lookup without JavaScript answered about the CEP the page was drawn with, until this one moves on.
  const [opening] = useState(state);
  const messages = [
    ...(errors?.[name('postcode')] ?? []),
    state === opening ? search?.error : undefined,
    state.status === 'refused' ? state.message : undefined,
  ].filter((message, index, all): message is string => Boolean(message) && all.indexOf(message) === index);
  const asking = state.status === 'asking';
  const text = (field: PlainField) => ({
    name: name(field),
    maxLength: TEXT_LIMITS.address[field],
    required: required && field !== 'complement',
    errors,
  });
  const fill = (field: CepFilledField) => ({ value: filled[field], onChange: edit(field) });

  return (
    <>
      <div className={styles.cep}>
        <FormField
          name={name('postcode')}
          label={t('CEP')}
          required={required}
          autoComplete="postal-code"
          mask="cep"
          value={postcode}
          errors={{ [name('postcode')]: messages }}
          onChange={(event) => {
            setPostcode(event.target.value);
            lookup.update(event.target.value);
          }}
          onBlur={(event) => lookup.update(event.target.value)}
          className={styles.postcode}
          endAdornment={
            asking && !search ? <Spinner size={18} aria-label={t('Consultando CEP')} /> : undefined
          }
        />
        {search ? (
          <Button
            type="submit"
            name="intent"
            value="cep"
            formNoValidate
            variant="outlined"
            onClick={onSearchClick}
            // Not `disabled`: Chromium takes the focus off a button that becomes disabled (decision 049).
            pending={asking}
            className={styles.search}
          >
            {asking ? t('Buscando…') : t('Buscar CEP')}
          </Button>
        ) : null}
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormField
          {...text('address')}
          {...fill('address')}
          label={streetLabel}
          autoComplete="address-line1"
        />
        <FormField
          {...text('number')}
          defaultValue={values[name('number')]}
          label={t('Número')}
          className={styles.number}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormField
          {...text('complement')}
          defaultValue={values[name('complement')]}
          label={t('Complemento')}
          autoComplete="address-line2"
        />
        <FormField {...text('district')} {...fill('district')} label={t('Bairro')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormField {...text('city')} {...fill('city')} label={t('Cidade')} autoComplete="address-level2" />
        <FormField
          name={name('state')}
          {...fill('state')}
          label={t('UF')}
          required={required}
          select
          autoComplete="address-level1"
          errors={errors}
          className={styles.state}
        >
          <option value="" />
          {UF_LIST.map((uf) => (
            <option key={uf} value={uf}>
              {uf}
            </option>
          ))}
        </FormField>
      </Stack>
    </>
  );
}

/** An order's recipient: names as the API's error keys (`orders.0.address.city`), all but the complement required. */
export function AddressFields({
  prefix,
  values,
  errors,
}: {
  prefix: string;
  values: FormValues;
  errors: FieldErrors | undefined;
}) {
  const t = useT();
  return (
    <CepAddressFields
      prefix={`${prefix}address.`}
      values={values}
      errors={errors}
      streetLabel={t('Endereço')}
      required
    />
  );
}
