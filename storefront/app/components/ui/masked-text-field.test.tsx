// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MaskedTextField } from './masked-text-field.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
afterEach(() => container?.remove());

function mount(element: React.ReactElement) {
  container = document.createElement('div');
  document.body.append(container);
  act(() => createRoot(container).render(element));
  return container.querySelector('input')!;
}

/** What a browser does when the person types or pastes: the new text, then an input event. */
function typeInto(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('MaskedTextField', () => {
  it('renders a stored value formatted on the server, as a numeric named field', () => {
    const html = renderToString(
      <MaskedTextField mask="document" name="document" label="CPF ou CNPJ" defaultValue="39053344705" />,
    );
    expect(html).toContain('value="390.533.447-05"');
    expect(html).toContain('inputMode="numeric"');
    expect(html).toContain('name="document"');
  });

  it('masks what is typed or pasted in an uncontrolled form field', () => {
    const input = mount(<MaskedTextField mask="phone" name="phone" label="Telefone" />);
    expect(input.type).toBe('tel');
    typeInto(input, '1198765');
    // Landline shape until the 11th digit moves the hyphen.
    expect(input.value).toBe('(11) 9876-5');
    typeInto(input, '+55 11 98765 4321');
    expect(input.value).toBe('(11) 98765-4321');
  });

  it('hands controlled callers the masked text', () => {
    let seen = '';
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <MaskedTextField
          mask="cep"
          name="postcode"
          label="CEP"
          value={value}
          onChange={(event) => {
            seen = event.target.value;
            setValue(event.target.value);
          }}
        />
      );
    }
    const input = mount(<Controlled />);
    typeInto(input, '01310100');
    expect(seen).toBe('01310-100');
    expect(input.value).toBe('01310-100');
  });
});
