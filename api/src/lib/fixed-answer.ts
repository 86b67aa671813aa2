import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip' | 'identity';
type Bodies = Record<Encoding, Uint8Array<ArrayBuffer>>;
/** Makes the body, once. */
type Make = () => string | Buffer | Promise<string | Buffer>;

/** Brotli when the client takes it, else gzip, else the bytes as they are (`q=0` refuses one). */
const encodingOf = (c: Context) =>
  accepts(c, {
    header: 'Accept-Encoding',
    supports: ['br', 'gzip'],
    default: 'identity',
    // In the order of `supports`, not of the header: browsers list gzip first and take brotli as well.
    match: (accepted, { supports, default: fallback }) =>
      supports.find((name) => accepted.some((a) => a.type.toLowerCase() === name && a.q > 0)) ?? fallback,
  }) as Encoding;

async function encode(make: Make): Promise<Bodies> {
  const identity = Buffer.from(await make());
  // On libuv's threads: the main thread keeps answering while a megabyte is compressed.
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip(identity, { level: 9 }),
  ]);
  // Copied once into plain arrays: what `c.body` takes, whatever pool zlib's buffers came from.
  return { identity: new Uint8Array(identity), br: new Uint8Array(br), gzip: new Uint8Array(gz) };
}

/**
 * A GET whose body does not change while the process runs (the OpenAPI document, the API reference's
 * files): made and compressed once, at its first request, then sent as bytes (decision 073). Compressed
 * per request, the 1.7 MB Swagger bundle cost ~40 ms of CPU, and generating the OpenAPI document ~50 ms,
 * on routes anyone may call.
 */
export function fixedAnswer(make: Make, headers: Record<string, string>) {
  let bodies: Promise<Bodies> | undefined;
  return async (c: Context) => {
    // A failure (a missing file) is not kept: the next request tries again.
    bodies ??= encode(make).catch((error: unknown) => {
      bodies = undefined;
      throw error;
    });
    const encoding = encodingOf(c);
    c.header('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') c.header('Content-Encoding', encoding);
    // A copy: the adapter may write Content-Length into the object it is given (honojs/node-server#400).
    return c.body((await bodies)[encoding], 200, { ...headers });
  };
}
