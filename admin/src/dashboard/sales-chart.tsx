import type { SalesDay } from '@ponte/shared';
import { useTheme } from '@mui/material/styles';
import { SalesChart as SharedSalesChart } from '@ponte/shared/ui';
import { useSharedLocale } from '../i18n/use-shared-locale.ts';
import { sharedUiStyle } from '../layout/shared-ui-style.ts';

/**
 * The site's sales chart (one copy, `@ponte/shared/ui`) in the console's language. Its own module so
 * the dashboard loads it lazily: the figures show before the chart's chunk arrives.
 */
export function SalesChart({ title, days }: { title: string; days: SalesDay[] }) {
  const locale = useSharedLocale();
  return (
    <div style={sharedUiStyle(useTheme())}>
      <SharedSalesChart title={title} days={days} locale={locale} />
    </div>
  );
}
