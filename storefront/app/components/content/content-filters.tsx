import { Form, useSubmit } from 'react-router';
import { Button, ButtonLink } from '../ui/button.tsx';
import filters from '../ui/filters.module.css';
import { TextField } from '../ui/text-field.tsx';
import { useHydrated } from '../../utils/use-hydrated.ts';
import { useT } from '../../utils/i18n.ts';
import { TEXT_LIMITS } from '@ponte/shared/limits';

export interface ContentFiltersProps {
  search: string;
  category: string;
  categories: string[];
}

/**
 * Search and category as a GET form, so a filtered list is a URL (shareable, works without JavaScript).
 * With JavaScript, choosing a category applies it at once.
 */
export function ContentFilters({ search, category, categories }: ContentFiltersProps) {
  const t = useT();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const filtered = Boolean(search || category);
  return (
    <Form method="get" noValidate role="search" aria-label={t('Filtrar conteúdos')} className={filters.form}>
      <TextField
        id="content-search"
        name="search"
        type="search"
        label={t('Buscar')}
        defaultValue={search}
        size="small"
        maxLength={TEXT_LIMITS.search}
        className={filters.search}
      />
      <TextField
        id="content-category"
        name="category"
        select
        label={t('Categoria')}
        defaultValue={category}
        size="small"
        className={filters.select}
        // A native select posts with the form without JavaScript.
        onChange={(event) => {
          const target: EventTarget = event.target;
          if (hydrated && target instanceof HTMLSelectElement && target.form) void submit(target.form);
        }}
      >
        <option value="">{t('Todas')}</option>
        {categories.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </TextField>
      <Button type="submit" variant="contained">
        {t('Buscar')}
      </Button>
      {filtered ? <ButtonLink to="/viewcontent">{t('Limpar filtros')}</ButtonLink> : null}
    </Form>
  );
}
