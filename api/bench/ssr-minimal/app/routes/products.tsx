/** One product row as the catalogue's API answers it (only what the page shows). */
interface Row {
  id: number;
  name: string;
  sku: string | null;
  price_cents: number;
  available: number;
  category: string | null;
}

/**
 * The same 24 rows the storefront's /products shows, fetched once by the bench when it starts and
 * handed over in the load context: this page measures React Router's render alone.
 */
export function loader({ context }: { context: { rows?: Row[] } }) {
  return { rows: context.rows ?? [] };
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export default function Products({ loaderData }: { loaderData: { rows: Row[] } }) {
  return (
    <main>
      <h1>Produtos</h1>
      <ul>
        {loaderData.rows.map((row) => (
          <li key={row.id}>
            <h2>
              <a href={`/product/${row.id}`}>{row.name}</a>
            </h2>
            <p>SKU: {row.sku ?? '—'}</p>
            <p>{brl.format(row.price_cents / 100)}</p>
            <p>{row.available} disponíveis</p>
            {row.category ? <p>{row.category}</p> : null}
          </li>
        ))}
      </ul>
    </main>
  );
}
