import { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/** Deeper JSON than any request of the API needs (its deepest is about 5); a deeper body is refused unread. */
export const MAX_JSON_DEPTH = 32;
/** Login, SMS codes and operator login take a phone, a code, a name or a password: a few hundred bytes. */
export const AUTH_BODY_LIMIT_BYTES = 4096;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Follows the nesting of JSON text chunk by chunk, one pass over the bytes, without parsing it: brackets and braces
 * inside strings (escapes included) do not count. UTF-8 never uses these ASCII bytes inside a multi-byte character,
 * so bytes are enough. Returns a function that takes the next chunk and answers whether the limit was passed.
 */
export function jsonDepthGuard(maxDepth: number): (chunk: Uint8Array) => boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  return (chunk) => {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inString = false;
      } else if (byte === QUOTE) {
        inString = true;
      } else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
        if (++depth > maxDepth) return true;
      } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) {
        // Unbalanced closers are the parser's to refuse (INVALID_JSON); they must not buy depth for later openers.
        if (depth > 0) depth--;
      }
    }
    return false;
  };
}

/**
 * The request body as Fastify reads it, checked chunk by chunk. It pulls from the source only when Fastify reads (so
 * Fastify listens before any failure is raised) and stops reading at the first byte past the limit.
 */
class JsonDepthCheckedBody extends Readable {
  receivedEncodedLength = 0;

  constructor(
    private readonly source: Readable,
    private readonly tooDeep: (chunk: Uint8Array) => boolean,
  ) {
    super();
    source.on('data', this.onData);
    source.once('end', () => this.push(null));
    source.once('error', (error) => this.destroy(error));
    source.pause();
  }

  private readonly onData = (chunk: Buffer) => {
    this.receivedEncodedLength += chunk.length;
    if (this.tooDeep(chunk)) {
      this.source.off('data', this.onData);
      this.source.pause();
      this.destroy(new AppError(400, 'JSON_TOO_DEEP'));
    } else if (!this.push(chunk)) {
      this.source.pause();
    }
  };

  override _read() {
    this.source.resume();
  }
}

const isJson = (contentType: string | undefined) =>
  contentType !== undefined && /^application\/([\w.+-]*\+)?json\s*(;|$)/i.test(contentType);
const isAuthenticationRoute = (url: string) => url.startsWith('/api/auth/') || url.startsWith('/api/admin/login');

/**
 * Limits that hold before any expensive work on a body. JSON deeper than MAX_JSON_DEPTH is refused with 400
 * JSON_TOO_DEEP while it streams in, so JSON.parse, the NUL check and zod never see it (a 1 MB `[[[[…` cost 0.3–0.5 s of
 * CPU per request before). Authentication routes, open to anyone, accept AUTH_BODY_LIMIT_BYTES (413 above). Every
 * content-type parser stays Fastify's own, including the raw-text ones of the payment notifications.
 */
export const bodyLimitsPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (isAuthenticationRoute(route.url ?? ''))
        route.bodyLimit = Math.min(route.bodyLimit ?? AUTH_BODY_LIMIT_BYTES, AUTH_BODY_LIMIT_BYTES);
    });

    app.addHook('preParsing', async (request, _reply, payload) => {
      if (!isJson(request.headers['content-type'])) return payload;
      return new JsonDepthCheckedBody(payload, jsonDepthGuard(MAX_JSON_DEPTH));
    });
  },
  { name: 'body-limits', dependencies: ['errors'] },
);
