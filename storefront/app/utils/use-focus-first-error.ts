import { useEffect, type RefObject } from 'react';

/**
 * After a refused submission (each new `answer`), gives the keyboard to the first field of `form` marked
 * invalid, where its message is read: an input, or the chosen (else first) option of a radio group. The
 * messages themselves are all shown at once, at their fields; without JavaScript the page simply reloads.
 */
export function useFocusFirstError(form: RefObject<HTMLElement | null>, answer: object | undefined) {
  useEffect(() => {
    if (!answer) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const control = invalid?.matches('input, select, textarea')
      ? invalid
      : invalid?.querySelector<HTMLElement>('input:checked, input');
    control?.focus();
  }, [form, answer]);
}
