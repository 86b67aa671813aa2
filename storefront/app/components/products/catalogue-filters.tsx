import type { Role } from '@ponte/shared';
import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { useT } from '../../utils/i18n.ts';
import { Button, ButtonLink } from '../ui/button.tsx';
import { MoneyField } from '../ui/money-field.tsx';
import { Paper } from '../ui/paper.tsx';
import { Checkbox, TextField } from '../ui/text-field.tsx';
import type { CatalogueValues } from './catalogue-params.ts';
import styles from './catalogue-filters.module.css';
import { PRODUCT_STATUS_LABELS } from '@ponte/shared/vocabulary';
import { TEXT_LIMITS } from '@ponte/shared/limits';

const FILTER_BUTTON_ID = 'filter-submit';

/**
 * Search and filters as a GET form: the URL holds them, so they work without JavaScript, survive a
 * reload and can be shared. Clients filter their selection; suppliers and admins the status.
 */
export function CatalogueFilters({
  role,
  values,
  errors,
  categories,
}: {
  role: Role;
  values: CatalogueValues;
  errors: Record<string, string[]>;
  /** Categories already seen, offered as suggestions (the API has no list of them). */
  categories: string[];
}) {
  const t = useT();
  const formKey = JSON.stringify(values);
  // The new search remounts the form (below): the keyboard goes back to the control that sent it.
  const used = useRef<string | null>(null);
  useEffect(() => {
    const id = used.current;
    used.current = null;
    const active = document.activeElement;
    if (id && (!active || active === document.body)) document.getElementById(id)?.focus();
  }, [formKey]);
  const message = (name: string) => errors[name]?.map((m) => t(m)).join(' ');
  const field = (name: keyof CatalogueValues) => ({
    id: `filter-${name}`,
    name,
    defaultValue: values[name],
    error: Boolean(message(name)),
    helperText: message(name),
    size: 'small' as const,
  });
  return (
    <Paper padding={2}>
      {/* Keyed by the URL's values: a new search resets what the inputs show. */}
      <Form
        method="get"
        noValidate
        role="search"
        aria-label={t('Filtrar produtos')}
        key={formKey}
        className={styles.form}
        onSubmit={(event) => {
          const active = document.activeElement;
          const inside = active && event.currentTarget.contains(active);
          used.current = inside && active.id ? active.id : FILTER_BUTTON_ID;
        }}
      >
        <TextField
          {...field('search')}
          type="search"
          maxLength={TEXT_LIMITS.search}
          label={t('Buscar por nome, SKU ou GTIN')}
          className={styles.search}
        />
        <div className={styles.category}>
          <TextField
            {...field('category')}
            maxLength={TEXT_LIMITS.product.category}
            label={t('Categoria')}
            list="catalogue-categories"
          />
          <datalist id="catalogue-categories">
            {categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
        </div>
        <MoneyField {...field('min_price')} label={t('Preço mínimo (R$)')} className={styles.price} />
        <MoneyField {...field('max_price')} label={t('Preço máximo (R$)')} className={styles.price} />
        {role === 'client' ? null : (
          <TextField {...field('status')} select label={t('Situação')} className={styles.status}>
            <option value="">{t('Todas')}</option>
            <option value="active">{t(PRODUCT_STATUS_LABELS.active)}</option>
            <option value="inactive">{t(PRODUCT_STATUS_LABELS.inactive)}</option>
          </TextField>
        )}
        <div className={styles.footer}>
          <div className={styles.checks}>
            <Checkbox
              name="in_stock"
              value="1"
              defaultChecked={values.in_stock === '1'}
              label={t('Somente com estoque')}
            />
            {role === 'client' ? (
              <Checkbox
                name="marked"
                value="1"
                defaultChecked={values.marked === '1'}
                label={t('Só minha seleção')}
              />
            ) : null}
          </div>
          <div className={styles.buttons}>
            <ButtonLink to="/products" id="filter-clear" onClick={() => (used.current = 'filter-clear')}>
              {t('Limpar')}
            </ButtonLink>
            <Button type="submit" id={FILTER_BUTTON_ID} variant="contained">
              {t('Filtrar')}
            </Button>
          </div>
        </div>
      </Form>
    </Paper>
  );
}
