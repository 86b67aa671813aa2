import type { RaRecord } from 'react-admin';

type Fields = readonly string[];
type Values = Record<string, unknown>;

/** The keys of a shared zod object schema: what the API accepts (its schemas are strict). */
export const fieldsOf = (schema: { shape: object }): Fields => Object.keys(schema.shape);

function isEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  // An emptied input (null) equals an absent value: a blank password field is no new password.
  if (a == null && b == null) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => isEqual((a as Values)[key], (b as Values)[key]));
}

/**
 * A create body: the accepted fields that have a value. An empty input means "not given" here,
 * so the API's defaults apply, rather than an explicit null it may refuse.
 */
export function createBody(data: Values, fields: Fields): Values {
  return Object.fromEntries(
    fields.filter((field) => data[field] !== undefined && data[field] !== null).map((f) => [f, data[f]]),
  );
}

/**
 * An update body: only the accepted fields the form changed (null clears a field). Sending less
 * means one admin's save does not undo another's edit of a field this form never touched.
 */
export function changedBody(data: Values, previous: RaRecord | undefined, fields: Fields): Values {
  return Object.fromEntries(
    fields
      .filter((field) => field in data && !isEqual(data[field], previous?.[field]))
      .map((field) => [field, data[field]]),
  );
}

/** The accepted fields present in `data`, as they are: for actions that build their own data. */
export function givenBody(data: Values, fields: Fields): Values {
  return Object.fromEntries(fields.filter((f) => data[f] !== undefined).map((f) => [f, data[f]]));
}
