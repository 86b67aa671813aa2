import type { Role } from '@ponte/shared';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Form, Link } from 'react-router';
import { useT } from '../../utils/i18n.ts';
import type { CatalogueValues } from './catalogue-params.ts';
import { PRODUCT_STATUS_LABELS } from './labels.ts';

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
  const message = (name: string) => errors[name]?.map((m) => t(m)).join(' ');
  const field = (name: keyof CatalogueValues) => ({
    id: `filter-${name}`,
    name,
    defaultValue: values[name],
    error: Boolean(message(name)),
    helperText: message(name),
    size: 'small' as const,
    fullWidth: true,
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {/* Keyed by the URL's values: a new search resets what the inputs show. */}
      <Form method="get" role="search" aria-label={t('Filtrar produtos')} key={JSON.stringify(values)}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField {...field('search')} type="search" label={t('Buscar por nome, SKU ou GTIN')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField
              {...field('category')}
              label={t('Categoria')}
              slotProps={{ htmlInput: { list: 'catalogue-categories' } }}
            />
            <datalist id="catalogue-categories">
              {categories.map((category) => (
                <option key={category} value={category} />
              ))}
            </datalist>
          </Grid>
          <Grid size={{ xs: 12, sm: 3, md: 2.5 }}>
            <TextField
              {...field('min_price')}
              label={t('Preço mínimo (R$)')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 3, md: 2.5 }}>
            <TextField
              {...field('max_price')}
              label={t('Preço máximo (R$)')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </Grid>
          {role === 'client' ? null : (
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <TextField
                {...field('status')}
                select
                label={t('Situação')}
                // A native select always shows its option, so the label sits above it.
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{t('Todas')}</option>
                <option value="active">{t(PRODUCT_STATUS_LABELS.active)}</option>
                <option value="inactive">{t(PRODUCT_STATUS_LABELS.inactive)}</option>
              </TextField>
            </Grid>
          )}
          <Grid size={{ xs: 12, md: 'grow' }}>
            <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
              <FormControlLabel
                control={<Checkbox name="in_stock" value="1" defaultChecked={values.in_stock === '1'} />}
                label={t('Somente com estoque')}
              />
              {role === 'client' ? (
                <FormControlLabel
                  control={<Checkbox name="marked" value="1" defaultChecked={values.marked === '1'} />}
                  label={t('Só minha seleção')}
                />
              ) : null}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 'auto' }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button component={Link} to="/products" variant="text">
                {t('Limpar')}
              </Button>
              <Button type="submit" variant="contained">
                {t('Filtrar')}
              </Button>
            </Stack>
          </Grid>
        </Grid>
      </Form>
    </Paper>
  );
}
