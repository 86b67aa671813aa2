import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteError } from './route-error.tsx';

/** The boundary as the router would render it for `error`, without running a loader. */
function render(error: unknown) {
  const Stub = createRoutesStub([
    {
      id: 'page',
      path: '/shipping',
      Component: () => <p>lista</p>,
      ErrorBoundary: ({ error: caught }: { error: unknown }) => (
        <RouteError error={caught} back={{ to: '/shipping', label: 'Voltar para as remessas' }} />
      ),
    },
  ]);
  const html = renderToString(
    <Stub initialEntries={['/shipping?page=2']} hydrationData={{ errors: { page: error } }} />,
  );
  return { html, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

describe('a page whose data failed to load', () => {
  it('says something went wrong and offers a retry of the same address, not an empty list', () => {
    const { html, text } = render(Object.assign(new Error('500'), { status: 500 }));
    expect(text).toContain('Algo deu errado, entre em contato com os desenvolvedores');
    expect(text).toContain('Tentar novamente');
    expect(html).toContain('href="/shipping?page=2"');
    expect(text).toContain('Voltar para as remessas');
    expect(text).not.toContain('lista');
  });

  it('names an unreachable service and a lost connection', () => {
    expect(render(Object.assign(new Error('503'), { status: 503 })).text).toContain(
      'temporariamente indisponível',
    );
    expect(render(new TypeError('fetch failed')).text).toContain('Verifique sua conexão');
  });

  it('a 404 is "Página não encontrada" with no retry', () => {
    const { text } = render({ status: 404, statusText: 'Not Found', internal: false, data: null });
    expect(text).toContain('Página não encontrada');
    expect(text).not.toContain('Tentar novamente');
  });
});
