/**
 * Reads one cookie out of a `Cookie` header or `document.cookie` (the same `a=1; b=2` form): the one
 * reader of the site's server, the console and the API's host. A value that is not valid percent-encoding
 * is answered as sent.
 */
export function readCookie(cookies: string | null | undefined, name: string): string | undefined {
  if (!cookies) return undefined;
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
