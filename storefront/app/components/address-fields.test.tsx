// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressFields as ProfileAddressFields } from './profile/address-fields.tsx';
import { profileValues } from './profile/profile-values.ts';
import { currentUserAnswer } from '../testing/fake-api.ts';
import { AddressFields } from './address-fields.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SE = {
  cep: '01001-000',
  address: 'Praça da Sé',
  complement: 'lado ímpar',
  district: 'Sé',
  city: 'São Paulo',
  state: 'SP',
};
const profile = profileValues(currentUserAnswer.current_user);

let root: Root | undefined;
let container: HTMLDivElement;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  vi.unstubAllGlobals();
});

const inRouter = (children: ReactNode) => {
  const Stub = createRoutesStub([{ path: '/', Component: () => <form>{children}</form> }]);
  return <Stub initialEntries={['/']} />;
};

/** `/cep/:cep` answered by `answer` (a Response, or a promise of one the test settles). */
function stubLookup(answer: (cep: string) => Response | Promise<Response>) {
  const fetch = vi.fn((url: string) => Promise.resolve(answer(url.replace('/cep/', ''))));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function mount(children: ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  act(() => {
    root = createRoot(container);
    root.render(inRouter(children));
  });
  return (name: string) => container.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`)!;
}

/** What a browser does when the person types or pastes: the new text, then an input event. */
function typeInto(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const leave = (input: HTMLInputElement) =>
  act(() => void input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
/** Lets answers arrive and React draw them. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const messageOf = (input: HTMLInputElement) =>
  input.getAttribute('aria-describedby')
    ? document.getElementById(input.getAttribute('aria-describedby')!)?.textContent
    : undefined;

describe('an order’s address', () => {
  it('asks /cep/:cep at 8 digits and fills what the answer knows, keeping the rest as typed', async () => {
    const fetch = stubLookup(() => Response.json({ ...SE, district: '' }));
    const field = mount(<AddressFields prefix="orders.0." values={{}} errors={undefined} />);
    typeInto(field('orders.0.address.district'), 'Centro');
    typeInto(field('orders.0.address.number'), '10');
    typeInto(field('orders.0.address.postcode'), '0100100');
    expect(fetch).not.toHaveBeenCalled();
    typeInto(field('orders.0.address.postcode'), '01001000');
    expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).toBe(
      'Consultando CEP',
    );
    await settle();

    expect(fetch).toHaveBeenCalledWith('/cep/01001000', { headers: { Accept: 'application/json' } });
    expect(field('orders.0.address.address').value).toBe('Praça da Sé');
    expect(field('orders.0.address.city').value).toBe('São Paulo');
    expect(field('orders.0.address.state').value).toBe('SP');
    expect(field('orders.0.address.district').value).toBe('Centro');
    expect(field('orders.0.address.number').value).toBe('10');
    expect(field('orders.0.address.complement').value).toBe('');
    expect(container.querySelector('[role="progressbar"]')).toBeNull();
    // Leaving the field does not ask the same CEP again; the fields stay editable.
    leave(field('orders.0.address.postcode'));
    typeInto(field('orders.0.address.city'), 'Osasco');
    expect(field('orders.0.address.city').value).toBe('Osasco');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says a refusal under the CEP until another CEP is typed, and asks again after no answer', async () => {
    stubLookup((cep) =>
      cep === '99999999'
        ? Response.json({ error: 'CEP não encontrado.' }, { status: 404 })
        : new Response('<h1>Bad Gateway</h1>', { status: 502 }),
    );
    const field = mount(<AddressFields prefix="" values={{}} errors={undefined} />);
    const postcode = field('address.postcode');
    typeInto(postcode, '99999-999');
    await settle();
    expect(messageOf(postcode)).toBe('CEP não encontrado.');
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    typeInto(postcode, '99999-99');
    expect(messageOf(postcode)).toBeUndefined();

    const fetch = stubLookup(() => new Response('<h1>Bad Gateway</h1>', { status: 502 }));
    typeInto(postcode, '01001-000');
    await settle();
    expect(messageOf(postcode)).toBe('Não foi possível consultar o CEP. Preencha o endereço.');
    leave(postcode);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    // "Preencha o endereço": once the address is typed, the sentence has been followed.
    typeInto(field('address.address'), 'Rua Um');
    typeInto(field('address.district'), 'Centro');
    typeInto(field('address.city'), 'Santos');
    expect(messageOf(postcode)).toBe('Não foi possível consultar o CEP. Preencha o endereço.');
    act(() => {
      field('address.state').value = 'SP';
      field('address.state').dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(messageOf(postcode)).toBeUndefined();
  });

  it('drops an answer that arrives for a CEP no longer in the field', async () => {
    let late: (response: Response) => void = () => undefined;
    stubLookup((cep) =>
      cep === '01001000'
        ? new Promise<Response>((resolve) => (late = resolve))
        : Response.json({ error: 'CEP não encontrado.' }, { status: 404 }),
    );
    const field = mount(<AddressFields prefix="" values={{}} errors={undefined} />);
    typeInto(field('address.postcode'), '01001000');
    typeInto(field('address.postcode'), '0100100');
    late(Response.json(SE));
    await settle();
    expect(field('address.address').value).toBe('');
    expect(messageOf(field('address.postcode'))).toBeUndefined();
  });
});

describe('the profile’s address', () => {
  it('draws the same fields with the API’s names, optional, and "Buscar CEP" for a page without JavaScript', () => {
    const html = renderToString(
      inRouter(<ProfileAddressFields initial={profile} errors={undefined} lookup={undefined} />),
    );
    const button = /<button[^>]*>Buscar CEP<\/button>/.exec(html)?.[0];
    expect(button).toMatch(/type="submit"/);
    expect(button).toMatch(/name="intent"/);
    expect(button).toMatch(/value="cep"/);
    for (const name of ['postcode', 'address', 'number', 'complement', 'district', 'city', 'state'])
      expect(html).toContain(`name="${name}"`);
    expect(html).toContain('Logradouro');
    expect(html).not.toContain('required');
  });

  it('leaves the stored CEP alone until "Buscar CEP", which says a short CEP is malformed', async () => {
    const fetch = stubLookup(() => Response.json({ ...SE, address: 'Praça da Sé (lado ímpar)' }));
    const field = mount(
      <ProfileAddressFields
        initial={{ ...profile, postcode: '01001000' }}
        errors={undefined}
        lookup={undefined}
      />,
    );
    const search = container.querySelector<HTMLButtonElement>('button[value="cep"]')!;
    leave(field('postcode'));
    expect(fetch).not.toHaveBeenCalled();
    act(() => search.click());
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(field('address').value).toBe('Praça da Sé (lado ímpar)');

    typeInto(field('postcode'), '0100');
    act(() => search.click());
    expect(messageOf(field('postcode'))).toBe('CEP inválido: informe 8 dígitos.');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows the refusal of a lookup without JavaScript until the CEP changes', () => {
    const field = mount(
      <ProfileAddressFields
        initial={{ ...profile, postcode: '01001000' }}
        errors={undefined}
        lookup={{ intent: 'cep', error: 'Serviço de CEP indisponível no momento.' }}
      />,
    );
    expect(messageOf(field('postcode'))).toBe('Serviço de CEP indisponível no momento.');
    typeInto(field('postcode'), '0100100');
    expect(messageOf(field('postcode'))).toBeUndefined();
  });
});
