/** Joins the class names that apply (falsy ones are skipped), as `clsx` does, without a dependency. */
export function cx(...names: (string | false | null | undefined)[]): string {
  let out = '';
  for (const name of names) if (name) out = out ? `${out} ${name}` : name;
  return out;
}
