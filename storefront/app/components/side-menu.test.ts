import { describe, expect, it } from 'vitest';
import { currentBreadcrumb } from './breadcrumb.tsx';
import { isCurrentEntry, menuSections } from './side-menu.tsx';

const flat = (role: Parameters<typeof menuSections>[0]) =>
  menuSections(role).flatMap((section) => section.entries.map(({ label, to }) => `${label} ${to}`));

describe('side menu', () => {
  it('has the spec’s normal items and paths, in order', () => {
    const expected = [
      'Dashboard /',
      'Produtos /products',
      'Remessa /shipping',
      'Conteúdo /viewcontent',
      'ERP /erp',
      'Planos /plans',
      'Perfil /profile',
    ];
    expect(flat('supplier')).toEqual(expected);
    expect(flat('client')).toEqual(expected);
  });

  it('gives admins full-page links into /admin (ERP hidden) and the site pages they use', () => {
    const [admin, site] = menuSections('admin');
    expect(admin?.entries.map((entry) => entry.to)).toEqual([
      '/admin/dashboard',
      '/admin/clients',
      '/admin/products',
      '/admin/shipping',
      '/admin/listplans',
      '/admin/content',
      '/admin/listconfig',
    ]);
    expect(admin?.entries.every((entry) => entry.external)).toBe(true);
    expect(site?.entries.map((entry) => entry.to)).toEqual(['/', '/viewcontent', '/profile']);
  });

  it('marks the entry of the current page, detail routes included', () => {
    const [site] = menuSections('client');
    const current = (path: string) =>
      site?.entries.filter((entry) => isCurrentEntry(entry, path)).map((e) => e.to);
    expect(current('/')).toEqual(['/']);
    expect(current('/product/3')).toEqual(['/products']);
    expect(current('/shipping/view/9')).toEqual(['/shipping']);
    expect(current('/content/view/2')).toEqual(['/viewcontent']);
    expect(current('/plans/renew')).toEqual(['/plans']);
    expect(current('/productsx')).toEqual([]);
  });
});

describe('breadcrumb convention', () => {
  it('takes the deepest route handle that names itself', () => {
    const matches = [{ handle: undefined }, { handle: { breadcrumb: 'Remessa' } }, { handle: { other: 1 } }];
    expect(currentBreadcrumb(matches)).toEqual({ breadcrumb: 'Remessa' });
    expect(currentBreadcrumb([{}])).toBeUndefined();
  });
});
