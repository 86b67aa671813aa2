import DashboardIcon from '@mui/icons-material/Dashboard';
import { Menu, useBasename } from 'react-admin';

/**
 * The spec's admin menu, in its order and with its labels (docs/product.md#layout): Clientes, Produtos,
 * Remessa, (ERP, hidden), Planos, Conteúdo, Configuração, plus the dashboard at /admin/dashboard and
 * the sent and failed e-mails (issue #14, after the spec's entries).
 * A resource that is not registered (yet) simply has no entry.
 */
export function AdminMenu() {
  const basename = useBasename();
  return (
    <Menu>
      <Menu.Item to={`${basename}/dashboard`} primaryText="Dashboard" leftIcon={<DashboardIcon />} />
      <Menu.ResourceItem name="clients" primaryText="Clientes" />
      <Menu.ResourceItem name="products" primaryText="Produtos" />
      <Menu.ResourceItem name="shippings" primaryText="Remessa" />
      <Menu.ResourceItem name="plans" primaryText="Planos" />
      <Menu.ResourceItem name="contents" primaryText="Conteúdo" />
      <Menu.ResourceItem name="config" primaryText="Configuração" />
      <Menu.ResourceItem name="emails" primaryText="E-mails" />
    </Menu>
  );
}
