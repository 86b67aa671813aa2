import type { Dashboard, DashboardProduct, Role } from '@ponte/shared';
import { formatBRL } from '@ponte/shared/i18n';
import { SalesChart } from '@ponte/shared/ui';
import { Link as RouterLink } from 'react-router';
import type { BreadcrumbHandle } from '../components/breadcrumb.tsx';
import { KpiCard } from '../components/kpi-card.tsx';
import { StatusCounts } from '../components/status-counts.tsx';
import { SubscriptionCard } from '../components/subscription-card.tsx';
import { ButtonAnchor, ButtonLink } from '../components/ui/button.tsx';
import { Paper } from '../components/ui/paper.tsx';
import { Text } from '../components/ui/text.tsx';
import { metaT, useLocale, useT } from '../utils/i18n.ts';
import { signedInGated } from '../utils/signed-in.server.ts';
import { useAppSession } from './app-layout.tsx';
import styles from './home.module.css';
import type { Route } from './+types/home';
import { RouteError } from '../components/route-error.tsx';

export const handle: BreadcrumbHandle = { breadcrumb: 'Dashboard' };

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches)('Dashboard')} · Ponte` },
];

/** GET /v1/dashboard, scoped by role on the server; 402 renders the page empty (the layout's dialog). */
export const loader = (args: Route.LoaderArgs) => signedInGated(args, (api) => api.dashboard());

/** What each role's figures are (docs/domain-rules.md#dashboard: platform totals, own sales, own selection and purchases). */
interface Wording {
  scope: string;
  products: string;
  paid: string;
  items: string;
  shipments: string;
  chart: string;
  table: string;
  empty: string;
  /** Where to go from the products table (an empty one above all). */
  next?: { label: string; to: string };
}

const WORDING: Record<Role, Wording> = {
  admin: {
    scope: 'Os números de toda a plataforma.',
    products: 'Produtos na plataforma',
    paid: 'Valor pago na plataforma',
    items: 'Itens vendidos na plataforma',
    shipments: 'Remessas da plataforma por situação',
    chart: 'Vendas da plataforma nos últimos 30 dias',
    table: 'Produtos atualizados recentemente',
    empty: 'Nenhum produto cadastrado ainda.',
  },
  supplier: {
    scope: 'Seus produtos e suas vendas.',
    products: 'Seus produtos',
    paid: 'Suas vendas pagas',
    items: 'Itens vendidos',
    shipments: 'Remessas para você por situação',
    chart: 'Suas vendas nos últimos 30 dias',
    table: 'Seus produtos atualizados recentemente',
    empty: 'Você ainda não cadastrou produtos.',
    next: { label: 'Ver meus produtos', to: '/products' },
  },
  client: {
    scope: 'Sua seleção de produtos e suas compras.',
    products: 'Produtos na sua seleção',
    paid: 'Valor pago em compras',
    items: 'Itens comprados',
    shipments: 'Suas remessas por situação',
    chart: 'Suas compras nos últimos 30 dias',
    table: 'Últimos produtos da sua seleção',
    empty: 'Sua seleção está vazia. Marque produtos no catálogo.',
    next: { label: 'Ver o catálogo', to: '/products' },
  },
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { fullName, user, subscription } = useAppSession();
  const wording = WORDING[user.role];
  return (
    <div className="stack gap-3">
      <div>
        <Text component="h1" variant="h4" className={styles.greeting}>
          {t('Olá, {name}', { name: fullName })}
        </Text>
        <Text color="text.secondary">{t(wording.scope)}</Text>
      </div>
      {user.role === 'admin' ? <AdminConsoleCard /> : null}
      {loaderData.inactive ? null : <Figures role={user.role} dashboard={loaderData.data} />}
      {user.role === 'admin' ? null : <SubscriptionCard subscription={subscription} />}
    </div>
  );
}

/** Site screens (docs/product.md#site-screens): an admin landing on `/` is offered the admin console (another app: a full page load). */
function AdminConsoleCard() {
  const t = useT();
  return (
    <Paper padding={3} className={styles.console}>
      <Text component="h2" variant="h6" gutterBottom>
        {t('Painel administrativo')}
      </Text>
      <Text className="mb-2">
        {t('Clientes, produtos, remessas, planos, conteúdo e configurações são administrados no painel.')}
      </Text>
      <ButtonAnchor href="/admin" variant="contained" size="large">
        {t('Abrir o painel administrativo')}
      </ButtonAnchor>
    </Paper>
  );
}

function Figures({ role, dashboard }: { role: Role; dashboard: Dashboard }) {
  const t = useT();
  const locale = useLocale();
  const wording = WORDING[role];
  return (
    <>
      <div className={styles.kpis}>
        <KpiCard label={t(wording.products)} value={dashboard.totalProducts.toLocaleString(locale)} />
        <KpiCard label={t(wording.paid)} value={formatBRL(dashboard.totalValuePaid, locale)} />
        <KpiCard label={t(wording.items)} value={dashboard.totalItemSales.toLocaleString(locale)} />
      </div>
      <div className={styles.panels}>
        <Paper padding="responsive">
          <SalesChart title={t(wording.chart)} days={dashboard.salesByDay} locale={locale} />
        </Paper>
        <Paper padding="responsive" component="section" aria-label={t(wording.shipments)}>
          <Text component="h2" variant="h6" gutterBottom>
            {t(wording.shipments)}
          </Text>
          <StatusCounts counts={dashboard.shippingsByStatus} />
          {role === 'admin' ? null : (
            <ButtonLink to="/shipping" className={styles.next}>
              {t('Ver remessas')}
            </ButtonLink>
          )}
        </Paper>
      </div>
      <Paper padding="responsive">
        <ProductsTable role={role} products={dashboard.products} />
      </Paper>
    </>
  );
}

/** The five most recently updated products in scope (a client's: their selection, with their price). */
function ProductsTable({ role, products }: { role: Role; products: DashboardProduct[] }) {
  const t = useT();
  const locale = useLocale();
  const { table, empty, next } = WORDING[role];
  const isClient = role === 'client';
  return (
    <div>
      <Text id="dashboard-products" component="h2" variant="h6" gutterBottom>
        {t(table)}
      </Text>
      {products.length === 0 ? (
        <Text color="text.secondary">{t(empty)}</Text>
      ) : (
        // Scrolls sideways on a phone: a keyboard user must be able to focus it to scroll (WCAG 2.1.1).
        <div tabIndex={0} role="region" aria-labelledby="dashboard-products" className="table-scroll">
          <table className="table table-small">
            <thead>
              <tr>
                <th>{t('Produto')}</th>
                <th>{t('SKU')}</th>
                <th className="numeric">{t('Preço')}</th>
                {isClient ? <th className="numeric">{t('Seu preço de venda')}</th> : null}
                <th className="numeric">{t('Estoque')}</th>
                <th className="numeric">{t('Disponível')}</th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product.id}>
                  <td className={styles.name}>
                    {role === 'admin' ? (
                      product.name
                    ) : (
                      <RouterLink to={`/product/${product.id}`} className={styles.productLink}>
                        {product.name}
                      </RouterLink>
                    )}
                    {product.status === 'inactive' ? ` (${t('Inativo')})` : null}
                  </td>
                  <td className={styles.nowrap}>{product.sku ?? '—'}</td>
                  <td className={`numeric ${styles.nowrap}`}>{formatBRL(product.price_cents, locale)}</td>
                  {isClient ? (
                    <td className={`numeric ${styles.nowrap}`}>
                      {product.sale_price_cents == null ? '—' : formatBRL(product.sale_price_cents, locale)}
                    </td>
                  ) : null}
                  <td className="numeric">{product.stock.toLocaleString(locale)}</td>
                  <td className="numeric">{product.available.toLocaleString(locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next ? (
        <ButtonLink to={next.to} className={styles.next}>
          {t(next.label)}
        </ButtonLink>
      ) : null}
    </div>
  );
}

/** A failed load stays inside the signed-in frame and offers a retry, never an empty page (decision 042). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
