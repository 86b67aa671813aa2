import fc from 'fast-check';

/**
 * What an attacker puts around a body, as fast-check arbitraries (decision 028): path ids, query strings,
 * headers, content types, and the strings and numbers bodies are made of (fuzz-bodies.ts).
 */

/** encodeURIComponent throws on a lone surrogate; an attacker just sends the bytes. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

const HOSTILE_PATH_SEGMENTS = [
  '0',
  '-1',
  '0x10',
  '1e3',
  '1.5',
  '+1',
  '00001',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'Infinity',
  'null',
  '%00',
  '1%00',
  '%',
  '%zz',
  '%20',
  '1%2F2',
  '%E2%82%AC',
  encode('é'),
  encode('١٢٣'),
  encode('１'),
  '%F0%9F%92%A9',
  '%ED%A0%80',
  "1'%20OR%20'1'='1",
];

const HOSTILE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '${7*7}',
  '../../etc/passwd',
  '\uFEFF',
  '\u202Eevil',
  '𝕏',
  '\uD800',
  'é'.normalize('NFD'),
  '0',
  '-1',
  '1e400',
  'true',
  'null',
  '__proto__',
  '%00',
  '\\u0000',
  '\r\n',
  'x'.repeat(5000),
];

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 60,
});

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

export const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, -0, 1.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export function pathSegment(valid: (string | number)[]) {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_PATH_SEGMENTS) },
    { weight: 3, arbitrary: fc.constantFrom(...valid.map(String)) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).map(encode) },
    { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }).map(String) },
  );
}

export function queryString(names: string[]) {
  const key = fc.oneof(
    fc.constantFrom(...names, 'page', 'search', '__proto__', 'role[]', 'a[b]', ''),
    printable,
  );
  const value = fc.oneof(
    hostileString.map(encode),
    fc.constantFrom('%00', '%', '%zz', '%C0%AE', 'a+b', '%2B', '', 'client', 'supplier'),
  );
  return fc
    .array(fc.tuple(key, value), { maxLength: 4 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${encode(k)}=${v}`).join('&')}` : ''));
}

export const JSON_SPELLINGS = [
  'application/json',
  'APPLICATION/JSON',
  'application/json; charset=utf-8',
  'Application/Json;charset=UTF-8',
  'application/json ; charset=utf-8',
  'application/json;charset="utf-8"',
  'application/vnd.api+json',
  'application/merge-patch+json',
  'application/json;',
];

export const OTHER_CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'text/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'application/jsonx',
  'json',
  '*/*',
  'application/json, text/plain',
];

export const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...JSON_SPELLINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...OTHER_CONTENT_TYPES) },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: printable },
);

/** Headers a browser, a proxy or a script could add; the actor's own credentials are set after these. */
export const extraHeaders = fc.record(
  {
    accept: fc.constantFrom('application/json', '*/*', 'text/html', '', 'application/xml'),
    'accept-language': fc.oneof(fc.constantFrom('pt-BR', 'en;q=0.1', '*'), printable),
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), printable),
    origin: fc.constantFrom('http://evil.example', 'null', 'http://localhost:3000'),
    'x-xsrf-token': printable,
    cookie: fc.oneof(printable, fc.constantFrom('ponte_session=forjado; XSRF-TOKEN=x', 'ponte_session=')),
    'content-encoding': fc.constantFrom('gzip', 'br', 'identity'),
    'x-http-method-override': fc.constantFrom('DELETE', 'PUT', 'GET'),
    'if-none-match': printable,
    'user-agent': fc.oneof(printable, fc.constant('u'.repeat(4000))),
  },
  { requiredKeys: [] },
);
