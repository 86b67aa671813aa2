import { render, screen } from '@testing-library/react';
import { BasenameContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { legacyRoutes } from './legacy-routes.tsx';

function Where() {
  return <output>{useLocation().pathname}</output>;
}

/** The admin's routes as main.tsx mounts them: /admin/* with react-admin's basename. */
function landingOf(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <BasenameContextProvider basename="/admin">
        <Routes>
          <Route
            path="/admin/*"
            element={<Routes>{[...legacyRoutes, <Route key="*" path="*" element={<Where />} />]}</Routes>}
          />
        </Routes>
      </BasenameContextProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('status').textContent;
}

describe('the spec’s admin paths redirect to the console’s', () => {
  it.each([
    ['/admin/listplans', '/admin/plans'],
    ['/admin/create/plans', '/admin/plans/create'],
    ['/admin/create/plans/4', '/admin/plans/4'],
    ['/admin/client', '/admin/clients'],
    ['/admin/client/7', '/admin/clients/7'],
    ['/admin/listconfig', '/admin/config'],
    ['/admin/config/view', '/admin/config'],
    ['/admin/config/view/3', '/admin/config/3'],
    ['/admin/content', '/admin/contents'],
    ['/admin/content/view', '/admin/contents/create'],
    ['/admin/content/view/9', '/admin/contents/9'],
    ['/admin/shipping', '/admin/shippings'],
    ['/admin/shipping/view/5', '/admin/shippings/5/show'],
  ])('%s → %s', (from, to) => {
    expect(landingOf(from)).toBe(to);
  });

  it.each([
    '/admin/plans',
    '/admin/clients',
    '/admin/products',
    '/admin/erp',
    '/admin/dashboard',
    '/admin/config/3',
  ])('%s is the console’s own path and stays', (path) => {
    expect(landingOf(path)).toBe(path);
  });
});
