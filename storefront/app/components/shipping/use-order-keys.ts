import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocale } from '../../utils/i18n.ts';
import {
  formGetter,
  ORDER_COUNT_FIELD,
  orderPrefix,
  orderTotal,
  type FormValues,
  type OrderTotal,
  type SelectionProduct,
} from './order-form.ts';

const countOf = (values: FormValues) => Math.max(Number(values[ORDER_COUNT_FIELD]) || 1, 1);
const range = (n: number) => Array.from({ length: n }, (_, index) => index);

/**
 * The recipients on the page, each with a stable key: an answer of the action (no-JS add/remove, or a
 * refusal) sets them from its values; with JavaScript, adding and removing happen here, and the field
 * messages of the last answer are hidden once the positions they name have moved.
 */
export function useOrderKeys(answer: { values?: FormValues | undefined } | undefined) {
  const [state, setState] = useState(() => {
    const count = countOf(answer?.values ?? {});
    return { source: answer, keys: range(count), next: count, moved: false };
  });
  // An answer without values (the trip failed before the server read the form) leaves the recipients,
  // and what was typed in them, as they are.
  if (state.source !== answer && !answer?.values && answer) {
    setState({ ...state, source: answer });
  } else if (state.source !== answer) {
    const count = countOf(answer?.values ?? {});
    setState({
      source: answer,
      keys: range(count).map((i) => state.next + i),
      next: state.next + count,
      moved: false,
    });
  }
  const add = () => setState((s) => ({ ...s, keys: [...s.keys, s.next], next: s.next + 1, moved: true }));
  const remove = (key: number) =>
    setState((s) => ({ ...s, keys: s.keys.filter((k) => k !== key), moved: true }));
  return { keys: state.keys, moved: state.moved, add, remove };
}

/**
 * Running totals per order, from the answer's values on the server and from the fields in the browser:
 * again on every change, and whenever recipients come or go (positions move).
 */
export function useOrderTotals(
  form: RefObject<HTMLFormElement | null>,
  values: FormValues,
  products: readonly SelectionProduct[],
  keys: readonly number[],
) {
  const locale = useLocale();
  const compute = (get: (name: string) => string | undefined) =>
    keys.map((_, index) => orderTotal(get, orderPrefix(index), products, locale));
  const [totals, setTotals] = useState<OrderTotal[]>(() => compute((name) => values[name]));
  const recompute = () => {
    if (form.current) setTotals(compute(formGetter(form.current)));
  };
  const latest = useRef(recompute);
  latest.current = recompute;
  const keyList = keys.join(',');
  useEffect(() => latest.current(), [keyList]);
  return { totals, recompute };
}

/** A recipient added in the page is brought into view with its first field focused. */
export function useRevealAdded(form: RefObject<HTMLFormElement | null>, count: number) {
  const previous = useRef(count);
  useEffect(() => {
    if (count > previous.current) {
      const sections = form.current?.querySelectorAll('section');
      const section = sections?.[sections.length - 1];
      section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      section?.querySelector('input')?.focus({ preventScroll: true });
    }
    previous.current = count;
  }, [form, count]);
}
