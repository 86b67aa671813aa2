/**
 * `object.entries`, the ES2017 polyfill node-polyglot (react-admin's translator) requires, pulls about 15 kB
 * of es-abstract helpers into the login page; every browser the console supports has `Object.entries`
 * (vite.config.ts aliases the package here).
 */
export default function entries<T>(value: Record<string, T>): [string, T][] {
  return Object.entries(value);
}
