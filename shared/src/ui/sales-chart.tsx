import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import type { SalesDay } from '../dashboard/dashboard-schema.ts';
import type { Locale } from '../i18n/catalog.ts';
import { formatBRL, translate } from '../i18n/translate.ts';

const CHART_HEIGHT = 180;

/** `AAAA-MM-DD` (already a São Paulo calendar day) as dd/mm or dd/mm/aaaa, without time-zone math. */
export const dayLabel = (date: string, withYear = false) => {
  const [year, month, day] = date.split('-');
  return withYear ? `${day}/${month}/${year}` : `${day}/${month}`;
};

/** A round axis maximum (1, 2, 2.5 or 5 times a power of ten) at or above `value`. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 2.5, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

export interface SalesChartProps {
  /** Already translated: the dashboards title it differently. */
  title: string;
  days: SalesDay[];
  /** The interface language of the words the chart adds itself (summary, table headings). */
  locale: Locale;
}

/**
 * The 30-day sales chart of both dashboards (site and console): plain SVG bars (no chart library)
 * scaled to the box, with the axis labels in HTML so they stay readable on a phone. The SVG carries a
 * one-line summary for screen readers, and the full figures are in a table under "Ver os dados do gráfico".
 */
export function SalesChart({ title, days, locale }: SalesChartProps) {
  const t = (phrase: string, vars?: Record<string, string | number>) => translate(locale, phrase, vars);
  const id = useId();
  const barColor = useTheme().palette.primary.main;
  const totalCents = days.reduce((sum, day) => sum + day.total_cents, 0);
  const totalItems = days.reduce((sum, day) => sum + day.items, 0);
  const top = niceMax(Math.max(0, ...days.map((day) => day.total_cents)));
  const summary = t(
    totalItems === 1 ? 'Total no período: {total}, 1 item' : 'Total no período: {total}, {items} itens',
    { total: formatBRL(totalCents), items: totalItems.toLocaleString('pt-BR') },
  );

  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {totalCents === 0 ? (
        <Typography color="text.secondary">{t('Nenhuma venda nos últimos 30 dias.')}</Typography>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {summary}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}>
            <Box
              aria-hidden
              sx={{
                height: CHART_HEIGHT,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'space-between',
                textAlign: 'right',
                typography: 'caption',
                color: 'text.secondary',
                lineHeight: 1,
              }}
            >
              <span>{formatBRL(top)}</span>
              <span>{formatBRL(top / 2)}</span>
              <span>{formatBRL(0)}</span>
            </Box>
            <Box sx={{ height: CHART_HEIGHT }}>
              <svg
                role="img"
                aria-label={`${title}. ${summary}`}
                width="100%"
                height="100%"
                viewBox={`0 0 ${days.length} 100`}
                preserveAspectRatio="none"
              >
                {[0, 50, 100].map((y) => (
                  <line
                    key={y}
                    x1={0}
                    x2={days.length}
                    y1={y}
                    y2={y}
                    stroke="currentColor"
                    strokeOpacity={0.15}
                    vectorEffect="non-scaling-stroke"
                  />
                ))}
                {days.map((day, index) => {
                  const height = (day.total_cents / top) * 100;
                  return (
                    <rect
                      key={day.date}
                      x={index + 0.15}
                      y={100 - height}
                      width={0.7}
                      height={height}
                      fill={barColor}
                    >
                      <title>{`${dayLabel(day.date, true)}: ${formatBRL(day.total_cents)}`}</title>
                    </rect>
                  );
                })}
              </svg>
            </Box>
            <span />
            <DayAxis days={days} />
          </Box>
          <Box component="details" sx={{ mt: 2 }}>
            <Box component="summary" sx={{ cursor: 'pointer', color: 'primary.dark', width: 'fit-content' }}>
              {t('Ver os dados do gráfico')}
            </Box>
            <Table size="small" aria-label={title} sx={{ mt: 1 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('Data')}</TableCell>
                  <TableCell align="right">{t('Valor pago')}</TableCell>
                  <TableCell align="right">{t('Itens')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {days.map((day) => (
                  <TableRow key={day.date}>
                    <TableCell>{dayLabel(day.date, true)}</TableCell>
                    <TableCell align="right">{formatBRL(day.total_cents)}</TableCell>
                    <TableCell align="right">{day.items.toLocaleString('pt-BR')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Box>
  );
}

/** A date under every seventh bar, counted back from today so the last bar is always labelled. */
function DayAxis({ days }: { days: SalesDay[] }) {
  return (
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${days.length}, 1fr)`,
        typography: 'caption',
        color: 'text.secondary',
        mt: 0.5,
      }}
    >
      {days.map((day, index) =>
        (days.length - 1 - index) % 7 === 0 ? (
          <Box
            key={day.date}
            component="span"
            sx={{
              gridColumn: index + 1,
              gridRow: 1,
              whiteSpace: 'nowrap',
              justifySelf: index === days.length - 1 ? 'end' : 'center',
            }}
          >
            {dayLabel(day.date)}
          </Box>
        ) : null,
      )}
    </Box>
  );
}
