import { ApiError, type Dashboard, type DashboardProduct, type Role } from '@ponte/shared';
import { formatBRL } from '@ponte/shared/i18n';
import { SalesChart } from '@ponte/shared/ui';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, redirect } from 'react-router';
import type { BreadcrumbHandle } from '../components/breadcrumb.tsx';
import { KpiCard } from '../components/kpi-card.tsx';
import { StatusCounts } from '../components/status-counts.tsx';
import { SubscriptionCard } from '../components/subscription-card.tsx';
import { getApi, hasSessionCookie } from '../utils/api.server.ts';
import { gated } from '../utils/gated.server.ts';
import { metaT, useLocale, useT } from '../utils/i18n.ts';
import { useAppSession } from './app-layout.tsx';
import type { Route } from './+types/home';

export const handle: BreadcrumbHandle = { breadcrumb: 'Dashboard' };

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches)('Dashboard')} · Ponte` },
];

/** GET /v1/dashboard, scoped by role on the server; 402 renders the page empty (the layout's dialog). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!hasSessionCookie(request)) throw redirect('/login');
  try {
    return await gated(() => getApi(request, context).dashboard());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect('/login');
    throw error;
  }
}

/** What each role's figures are (DESIGN §5: platform totals, own sales, own selection and purchases). */
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
    <Stack spacing={3}>
      <div>
        <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          {t('Olá, {name}', { name: fullName })}
        </Typography>
        <Typography color="text.secondary">{t(wording.scope)}</Typography>
      </div>
      {user.role === 'admin' ? <AdminConsoleCard /> : null}
      {loaderData.inactive ? null : <Figures role={user.role} dashboard={loaderData.data} />}
      {user.role === 'admin' ? null : <SubscriptionCard subscription={subscription} />}
    </Stack>
  );
}

/** Spec §2/issue: an admin landing on `/` is offered the admin console (another app: a full page load). */
function AdminConsoleCard() {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: 3, borderColor: 'primary.main', borderWidth: 2 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {t('Painel administrativo')}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {t('Clientes, produtos, remessas, planos, conteúdo e configurações são administrados no painel.')}
      </Typography>
      <Button href="/admin" variant="contained" size="large">
        {t('Abrir o painel administrativo')}
      </Button>
    </Paper>
  );
}

function Figures({ role, dashboard }: { role: Role; dashboard: Dashboard }) {
  const t = useT();
  const locale = useLocale();
  const wording = WORDING[role];
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <KpiCard label={t(wording.products)} value={dashboard.totalProducts.toLocaleString('pt-BR')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <KpiCard label={t(wording.paid)} value={formatBRL(dashboard.totalValuePaid)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <KpiCard label={t(wording.items)} value={dashboard.totalItemSales.toLocaleString('pt-BR')} />
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
            <SalesChart title={t(wording.chart)} days={dashboard.salesByDay} locale={locale} />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper
            variant="outlined"
            component="section"
            aria-label={t(wording.shipments)}
            sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}
          >
            <Typography component="h2" variant="h6" gutterBottom>
              {t(wording.shipments)}
            </Typography>
            <StatusCounts counts={dashboard.shippingsByStatus} />
            {role === 'admin' ? null : (
              <Button component={RouterLink} to="/shipping" sx={{ mt: 2, color: 'primary.dark' }}>
                {t('Ver remessas')}
              </Button>
            )}
          </Paper>
        </Grid>
      </Grid>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ProductsTable role={role} products={dashboard.products} />
      </Paper>
    </>
  );
}

/** The five most recently updated products in scope (a client's: their selection, with their price). */
function ProductsTable({ role, products }: { role: Role; products: DashboardProduct[] }) {
  const t = useT();
  const { table, empty, next } = WORDING[role];
  const isClient = role === 'client';
  return (
    <div>
      <Typography id="dashboard-products" component="h2" variant="h6" gutterBottom>
        {t(table)}
      </Typography>
      {products.length === 0 ? (
        <Typography color="text.secondary">{t(empty)}</Typography>
      ) : (
        // Scrolls sideways on a phone: a keyboard user must be able to focus it to scroll (WCAG 2.1.1).
        <TableContainer
          tabIndex={0}
          role="region"
          aria-labelledby="dashboard-products"
          sx={{ '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.dark', outlineOffset: 2 } }}
        >
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('Produto')}</TableCell>
                <TableCell>{t('SKU')}</TableCell>
                <TableCell align="right">{t('Preço')}</TableCell>
                {isClient ? <TableCell align="right">{t('Seu preço de venda')}</TableCell> : null}
                <TableCell align="right">{t('Estoque')}</TableCell>
                <TableCell align="right">{t('Disponível')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {products.map((product) => (
                <TableRow key={product.id}>
                  <TableCell sx={{ minWidth: 160 }}>
                    {role === 'admin' ? (
                      product.name
                    ) : (
                      <Link
                        component={RouterLink}
                        to={`/product/${product.id}`}
                        sx={{ color: 'primary.dark' }}
                      >
                        {product.name}
                      </Link>
                    )}
                    {product.status === 'inactive' ? ` (${t('Inativo')})` : null}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{product.sku ?? '—'}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatBRL(product.price_cents)}
                  </TableCell>
                  {isClient ? (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {product.sale_price_cents == null ? '—' : formatBRL(product.sale_price_cents)}
                    </TableCell>
                  ) : null}
                  <TableCell align="right">{product.stock.toLocaleString('pt-BR')}</TableCell>
                  <TableCell align="right">{product.available.toLocaleString('pt-BR')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {next ? (
        <Button component={RouterLink} to={next.to} sx={{ mt: 2, color: 'primary.dark' }}>
          {t(next.label)}
        </Button>
      ) : null}
    </div>
  );
}
