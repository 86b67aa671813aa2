import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, MAX_FIELD_ERRORS } from './field-errors.ts';

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  return parsed.error.issues;
};

describe('fieldErrors', () => {
  it('keys each message by its whole path, the `data` wrapper dropped, the body as _', () => {
    const errors = fieldErrors([
      { path: ['orders', 0, 'items', 1, 'quantity'], message: 'a' },
      { path: ['data', 'name'], message: 'b' },
      { path: ['data', 'name'], message: 'c' },
      { path: ['data'], message: 'd' },
      { path: [], message: 'e' },
    ]);
    expect(errors).toEqual({ 'orders.0.items.1.quantity': ['a'], name: ['b', 'c'], data: ['d'], _: ['e'] });
  });

  it("names each unknown key with the product's sentence, and reads zod's own issues", () => {
    const schema = z.strictObject({ user: z.strictObject({ name: z.string() }) });
    expect(fieldErrors(issuesOf(schema, { user: { name: 'Ana', is_admin: true }, extra: 1 }))).toEqual({
      extra: ['Campo não permitido.'],
      'user.is_admin': ['Campo não permitido.'],
    });
  });

  it('stops at MAX_FIELD_ERRORS fields and keeps __proto__ as a plain key', () => {
    const keys = Array.from({ length: MAX_FIELD_ERRORS + 50 }, (_, index) => `k${index}`);
    const many = fieldErrors([{ path: [], message: 'x', code: 'unrecognized_keys', keys }]);
    expect(Object.keys(many)).toHaveLength(MAX_FIELD_ERRORS);

    const proto = fieldErrors([{ path: ['__proto__'], message: 'x' }]);
    expect(Object.keys(proto)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
  });
});
