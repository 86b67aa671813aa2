// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Button, submittedBy } from './button.tsx';

describe('Button pending', () => {
  it('keeps the button focusable (aria-disabled, not disabled) and its label for screen readers', () => {
    const html = renderToString(
      <Button type="submit" pending>
        Salvar
      </Button>,
    );
    expect(html).toContain('aria-disabled="true"');
    expect(html).not.toMatch(/\sdisabled=""/);
    expect(html).toContain('>Salvar</button>');
  });

  it('is not pending when idle, and keeps a disabled its caller asked for', () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <form method="post">
            <Button type="submit" disabled>
              Enviar
            </Button>
          </form>
        ),
      },
    ]);
    const html = renderToString(<Stub initialEntries={['/']} />);
    expect(html).not.toContain('aria-disabled');
    expect(html).toMatch(/\sdisabled=""/);
  });
});

describe('submittedBy: which form the router is submitting', () => {
  document.body.innerHTML = `
    <form method="post" action="/products?index" id="mark">
      <input type="hidden" name="intent" value="mark"><input type="hidden" name="id" value="5">
      <button type="submit" id="mark-button">Adicionar</button>
    </form>
    <form method="post" action="/products?index" id="price">
      <input type="hidden" name="intent" value="price"><input type="hidden" name="id" value="5">
      <input name="sale_price"><button type="submit" id="price-button">Salvar</button>
    </form>
    <form method="post" action="/shipping/new">
      <button type="submit" name="intent" value="add-order" id="add">Adicionar destinatário</button>
      <button type="submit" name="intent" value="create" id="create">Enviar remessa</button>
    </form>`;
  const button = (id: string) => document.getElementById(id) as HTMLButtonElement;
  const sent = (formAction: string, fields: Record<string, string>, formMethod = 'POST') => ({
    formAction,
    formMethod: formMethod as 'POST',
    formData: Object.entries(fields).reduce((data, [k, v]) => (data.append(k, v), data), new FormData()),
  });

  it('tells forms posting to the same page apart by their hidden fields', () => {
    const mark = sent('/products?index', { intent: 'mark', id: '5' });
    expect(submittedBy(button('mark-button'), mark)).toBe(true);
    expect(submittedBy(button('price-button'), mark)).toBe(false);
    const price = sent('/products?index', { intent: 'price', id: '5', sale_price: '79,90' });
    expect(submittedBy(button('price-button'), price)).toBe(true);
    expect(submittedBy(button('mark-button'), sent('/products?index', { intent: 'mark', id: '6' }))).toBe(
      false,
    );
  });

  it('tells the buttons of one form apart by their name and value', () => {
    const create = sent('/shipping/new', { intent: 'create' });
    expect(submittedBy(button('create'), create)).toBe(true);
    expect(submittedBy(button('add'), create)).toBe(false);
  });

  it('ignores another page or method', () => {
    expect(submittedBy(button('mark-button'), sent('/shipping/new', { intent: 'mark', id: '5' }))).toBe(
      false,
    );
    expect(submittedBy(button('mark-button'), sent('/products', { intent: 'mark', id: '5' }, 'GET'))).toBe(
      false,
    );
  });
});
