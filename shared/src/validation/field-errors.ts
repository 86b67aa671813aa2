/*
 * Zod-free on purpose: the API's validation answers and the site's own checks before a submit both
 * come through here, so a message lands on the same field name on either side.
 */

/** What is read of a validation issue (a zod issue has this shape; `keys` only when unrecognized_keys). */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  keys?: readonly string[];
}

/** More fields than any form has: 90k unknown keys must not cost a map of 90k entries (decision 028). */
export const MAX_FIELD_ERRORS = 100;

/**
 * Turns validation issues into the contract's `errors` map: the path joined by '.' (`orders.0.items`,
 * '_' for the whole body). The `data` wrapper of PUT bodies is dropped from paths so a message lands on
 * the form field of the same name. At most MAX_FIELD_ERRORS fields.
 */
export function fieldErrors(issues: readonly FieldIssue[]): Record<string, string[]> {
  // No prototype: a field literally named `__proto__` must be a key like any other.
  const errors: Record<string, string[]> = Object.create(null);
  let fields = 0;
  const add = (path: readonly PropertyKey[], message: string) => {
    const parts = path.map(String);
    if (parts[0] === 'data' && parts.length > 1) parts.shift();
    const key = parts.join('.') || '_';
    if (!errors[key]) {
      if (fields === MAX_FIELD_ERRORS) return false;
      fields += 1;
      errors[key] = [];
    }
    errors[key].push(message);
    return true;
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys ?? []) if (!add([...issue.path, key], 'Campo não permitido.')) break;
    } else {
      add(issue.path, issue.message);
    }
  }
  return { ...errors };
}
