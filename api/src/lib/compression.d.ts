// `compression` (Express's middleware) ships no types, and @types/compression would pull in Express's. The
// host runs it on Node's own request and response (lib/http-server.ts): only that signature is declared.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface CompressionOptions {
    /** Bytes below which an answer is sent as it is (default 1 KiB). */
    threshold?: number | string;
  }

  export default function compression(
    options?: CompressionOptions,
  ): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
}
