import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentArticle } from './content-article.tsx';
import { dayLabel, niceMax, SalesChart } from './sales-chart.tsx';

const day = (date: string, total_cents: number, items: number) => ({ date, total_cents, items });

describe('SalesChart', () => {
  it('rounds the axis up to 1, 2, 2.5 or 5 times a power of ten and labels days without time zones', () => {
    expect([0, 7, 180, 2100, 4999, 5001].map(niceMax)).toEqual([1, 10, 200, 2500, 5000, 10000]);
    expect(dayLabel('2025-03-09')).toBe('09/03');
    expect(dayLabel('2025-03-09', true)).toBe('09/03/2025');
  });

  it('draws a bar a day and sums the period in the chosen language', () => {
    const days = [day('2025-03-08', 0, 0), day('2025-03-09', 123456, 3)];
    const pt = renderToStaticMarkup(<SalesChart title="Vendas" days={days} locale="pt-BR" />);
    expect(pt.match(/<rect /g)).toHaveLength(2);
    expect(pt).toContain('aria-label="Vendas. Total no período: R$\u00a01.234,56, 3 itens"');
    expect(pt).toContain('Ver os dados do gráfico');
    const en = renderToStaticMarkup(<SalesChart title="Sales" days={days} locale="en" />);
    expect(en).toContain('Total for the period: R$1,234.56, 3 items');
    expect(en).toContain('See the chart data');
  });

  it('says there were no sales instead of drawing an empty chart', () => {
    const html = renderToStaticMarkup(
      <SalesChart title="Vendas" days={[day('2025-03-09', 0, 0)]} locale="pt-BR" />,
    );
    expect(html).toContain('Nenhuma venda nos últimos 30 dias.');
    expect(html).not.toContain('<svg');
  });
});

describe('ContentArticle', () => {
  const content = {
    title: 'Como precificar',
    summary: 'Margem e frete',
    video_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    cover_url: 'https://example.com/capa.jpg',
    body: '<p>Texto <strong>sanitizado</strong></p>',
  };

  it('shows the video (not the cover) named in the reader’s language, then the body as stored', () => {
    const html = renderToStaticMarkup(<ContentArticle content={content} locale="en" badges={<i>Guia</i>} />);
    expect(html).toContain('<h1');
    expect(html).toContain('Margem e frete');
    expect(html).toContain('<i>Guia</i>');
    expect(html).toContain(`src="${content.video_url}" title="Video: Como precificar"`);
    expect(html).not.toContain('capa.jpg');
    expect(html).toContain('<p>Texto <strong>sanitizado</strong></p>');
  });

  it('falls back to the cover image when there is no video', () => {
    const html = renderToStaticMarkup(
      <ContentArticle content={{ ...content, video_url: null, summary: null }} locale="pt-BR" />,
    );
    expect(html).not.toContain('<iframe');
    expect(html).toContain('src="https://example.com/capa.jpg"');
    expect(html).not.toContain('Margem e frete');
  });
});
