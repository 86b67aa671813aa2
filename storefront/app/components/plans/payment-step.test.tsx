// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitingSummary, PIX_PAYLOAD } from '../../testing/payment-fixtures.ts';
import { PaymentStep } from './payment-step.tsx';
import { PlanCard } from './plan-card.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  vi.unstubAllGlobals();
});

function mount(children: ReactNode) {
  const Stub = createRoutesStub([{ path: '/plans', Component: () => children }]);
  container = document.createElement('div');
  document.body.append(container);
  act(() => {
    root = createRoot(container);
    root.render(<Stub initialEntries={['/plans']} />);
  });
}

const buttonNamed = (name: string) =>
  [...container.querySelectorAll('button')].find((button) => button.textContent === name)!;
const liveText = () => [...container.querySelectorAll('[role="status"]')].map((r) => r.textContent).join('');

const plan = {
  id: 4,
  name: 'Fornecedor Anual',
  description: '',
  role: 'supplier' as const,
  price_cents: 99900,
  interval: 'year' as const,
  features: [],
  active: true,
  position: 1,
  created_at: '2025-03-01T12:00:00.000Z',
  updated_at: '2025-03-01T12:00:00.000Z',
};

describe('the Pix code', () => {
  it('is copied by its button, and the copy is said in a live region', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    mount(<PaymentStep summary={awaitingSummary('pix')} />);
    expect(liveText()).toBe('');
    await act(async () => buttonNamed('Copiar código').click());
    expect(writeText).toHaveBeenCalledWith(PIX_PAYLOAD);
    expect(liveText()).toBe('Código copiado.');
  });

  it('is selected for a copy by hand when the browser refuses the clipboard', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('no')) },
    });
    mount(<PaymentStep summary={awaitingSummary('pix')} />);
    await act(async () => buttonNamed('Copiar código').click());
    expect(document.activeElement?.id).toBe('pix-code');
    expect(liveText()).toContain('Não foi possível copiar.');
  });
});

describe('a refused subscribe', () => {
  it('gives the keyboard to the first field the server refused', () => {
    const errors = {
      method: ['Escolha como pagar: Pix, boleto ou cartão.'],
      document: ['CPF ou CNPJ inválido.'],
    };
    mount(
      <PlanCard
        plan={plan}
        current={false}
        renew={false}
        payment={{ methods: ['pix', 'boleto', 'card'], documentRequired: true, errors }}
      />,
    );
    const focused = document.activeElement as HTMLInputElement;
    expect(focused.name).toBe('method');
    expect(focused.value).toBe('pix');
  });

  it('goes to the CPF/CNPJ when it is the only field refused', () => {
    mount(
      <PlanCard
        plan={plan}
        current={false}
        renew={false}
        payment={{
          methods: ['pix'],
          documentRequired: true,
          errors: { document: ['CPF ou CNPJ inválido.'] },
        }}
      />,
    );
    expect(document.activeElement?.id).toBe('plan-4-document');
  });
});
