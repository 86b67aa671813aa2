import { useId } from 'react';
import type { SalesDay } from '../dashboard/dashboard-schema.ts';
import type { Locale } from '../i18n/catalog.ts';
import { formatInteger } from '../i18n/numbers.ts';
import { formatBRL, translate } from '../i18n/translate.ts';
import './ui.css';

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
  // Amounts and counts in the interface's language too (decision 050): en "R$1,234.56", "1,500".
  const money = (cents: number) => formatBRL(cents, locale);
  const id = useId();
  const totalCents = days.reduce((sum, day) => sum + day.total_cents, 0);
  const totalItems = days.reduce((sum, day) => sum + day.items, 0);
  const top = niceMax(Math.max(0, ...days.map((day) => day.total_cents)));
  const summary = t(
    totalItems === 1 ? 'Total no período: {total}, 1 item' : 'Total no período: {total}, {items} itens',
    { total: money(totalCents), items: formatInteger(totalItems, locale) },
  );

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ponte-ui-section-title">
        {title}
      </h2>
      {totalCents === 0 ? (
        <p className="ponte-ui-muted">{t('Nenhuma venda nos últimos 30 dias.')}</p>
      ) : (
        <>
          <p className="ponte-ui-muted ponte-ui-chart-summary">{summary}</p>
          <div className="ponte-ui-chart">
            <div aria-hidden className="ponte-ui-axis">
              <span>{money(top)}</span>
              <span>{money(top / 2)}</span>
              <span>{money(0)}</span>
            </div>
            <div className="ponte-ui-plot">
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
                    <rect key={day.date} x={index + 0.15} y={100 - height} width={0.7} height={height}>
                      <title>{`${dayLabel(day.date, true)}: ${money(day.total_cents)}`}</title>
                    </rect>
                  );
                })}
              </svg>
            </div>
            <span />
            <DayAxis days={days} />
          </div>
          <details className="ponte-ui-data">
            <summary>{t('Ver os dados do gráfico')}</summary>
            <table aria-label={title} className="ponte-ui-table">
              <thead>
                <tr>
                  <th>{t('Data')}</th>
                  <th className="ponte-ui-number">{t('Valor pago')}</th>
                  <th className="ponte-ui-number">{t('Itens')}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date}>
                    <td>{dayLabel(day.date, true)}</td>
                    <td className="ponte-ui-number">{money(day.total_cents)}</td>
                    <td className="ponte-ui-number">{formatInteger(day.items, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}

/** A date under every seventh bar, counted back from today so the last bar is always labelled. */
function DayAxis({ days }: { days: SalesDay[] }) {
  return (
    <div aria-hidden className="ponte-ui-days" style={{ gridTemplateColumns: `repeat(${days.length}, 1fr)` }}>
      {days.map((day, index) =>
        (days.length - 1 - index) % 7 === 0 ? (
          <span key={day.date} style={{ gridColumn: index + 1 }}>
            {dayLabel(day.date)}
          </span>
        ) : null,
      )}
    </div>
  );
}
