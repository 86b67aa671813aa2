import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Form, Link as RouterLink, useSubmit } from 'react-router';
import { useHydrated } from '../../utils/use-hydrated.ts';
import { useT } from '../../utils/i18n.ts';

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
    <Form method="get" role="search" aria-label={t('Filtrar conteúdos')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          id="content-search"
          name="search"
          type="search"
          label={t('Buscar')}
          defaultValue={search}
          size="small"
          sx={{ flexGrow: 1 }}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          id="content-category"
          name="category"
          select
          label={t('Categoria')}
          defaultValue={category}
          size="small"
          sx={{ minWidth: 200 }}
          // A native select posts with the form without JavaScript.
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
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
        {filtered ? (
          <Button component={RouterLink} to="/viewcontent" variant="text">
            {t('Limpar filtros')}
          </Button>
        ) : null}
      </Stack>
    </Form>
  );
}
