import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin } from '../../test/render-admin.tsx';
import { ClientCreate } from '../clients/client-create.tsx';
import { ClientEdit } from '../clients/client-edit.tsx';
import { ConfigEdit } from '../config/config-edit.tsx';
import { ContentCreate } from '../contents/content-create.tsx';
import { ContentEdit } from '../contents/content-edit.tsx';
import { PlanCreate } from '../plans/plan-create.tsx';
import { PlanEdit } from '../plans/plan-edit.tsx';
import { ProductEdit } from '../products/product-edit.tsx';
import { configValue, content, plan, product, user } from '../providers/records.test-helper.ts';

const UNSAVED = 'Algumas alterações não foram salvas. Tem certeza de que deseja descartá-las?';

interface FormCase {
  name: string;
  resource: string;
  form: ReactNode;
  url: string;
  route: string;
  records: { id: number | null }[];
  /** The input typed into (a text box's or number input's accessible name). */
  field: RegExp;
}

const forms: FormCase[] = [
  {
    name: 'new client',
    resource: 'clients',
    form: <ClientCreate />,
    url: '/clients/create',
    route: '/clients/create',
    records: [],
    field: /^Nome/,
  },
  {
    name: 'client',
    resource: 'clients',
    form: <ClientEdit />,
    url: '/clients/7',
    route: '/clients/:id/*',
    records: [user()],
    field: /^Nome/,
  },
  {
    name: 'new plan',
    resource: 'plans',
    form: <PlanCreate />,
    url: '/plans/create',
    route: '/plans/create',
    records: [],
    field: /^Nome do plano/,
  },
  {
    name: 'plan',
    resource: 'plans',
    form: <PlanEdit />,
    url: '/plans/2',
    route: '/plans/:id/*',
    records: [plan()],
    field: /^Nome do plano/,
  },
  {
    name: 'new content',
    resource: 'contents',
    form: <ContentCreate />,
    url: '/contents/create',
    route: '/contents/create',
    records: [],
    field: /^Título/,
  },
  {
    name: 'content',
    resource: 'contents',
    form: <ContentEdit />,
    url: '/contents/3',
    route: '/contents/:id/*',
    records: [content()],
    field: /^Título/,
  },
  {
    name: 'product',
    resource: 'products',
    form: <ProductEdit />,
    url: '/products/11',
    route: '/products/:id/*',
    records: [product()],
    field: /^Nome do produto/,
  },
  {
    name: 'setting',
    resource: 'config',
    form: <ConfigEdit />,
    url: '/config/8',
    route: '/config/:id/*',
    records: [configValue({ type: 'string', value: 'x' })],
    field: /^Valor/,
  },
];

afterEach(() => vi.restoreAllMocks());

describe('every console form warns before its unsaved changes are lost', () => {
  it.each(forms)('the $name form asks before leaving with changes, and stays when told to', async (c) => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { pathname } = renderAdmin(
      <>
        <Link to="/elsewhere">Sair</Link>
        {c.form}
      </>,
      { resource: c.resource, url: c.url, route: c.route, methods: fakeDataProvider(c.records as never[]) },
    );
    const input = await screen.findByRole('textbox', { name: c.field });
    await userEvent.type(input, ' mudado');

    await userEvent.click(screen.getByRole('link', { name: 'Sair' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED));
    expect(pathname()).toBe(c.url);
  });
});
