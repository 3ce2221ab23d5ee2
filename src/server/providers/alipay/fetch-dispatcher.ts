import { Dispatcher } from 'urllib';

type Headers = Dispatcher.DispatchOptions['headers'];

function toFetchHeaders(headers: Headers): [string, string][] {
  if (!headers) return [];
  const pairs: [string, string][] = [];
  if (Array.isArray(headers)) {
    // A flat list: name, value, name, value…
    for (let index = 0; index + 1 < headers.length; index += 2) pairs.push([String(headers[index]), String(headers[index + 1])]);
    return pairs;
  }
  const entries: Iterable<[string, string | string[] | undefined]> = Symbol.iterator in headers ? headers : Object.entries(headers);
  for (const [name, value] of entries) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push([name, item]);
  }
  return pairs;
}

function toFetchBody(body: Dispatcher.DispatchOptions['body']): string | Uint8Array<ArrayBuffer> | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return new Uint8Array(body);
  throw new TypeError('the fetch dispatcher sends string or byte bodies only');
}

type Callbacks = {
  connect: (abort: (reason?: Error) => void) => void;
  headers: (status: number, rawHeaders: Buffer[], resume: () => void, statusText: string) => void;
  data: (chunk: Buffer) => void;
  complete: (trailers: string[]) => void;
  error: (error: Error) => void;
};

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * An undici dispatcher that sends each request through a `fetch` function. alipay-sdk talks HTTP through urllib and
 * accepts a dispatcher as its `proxyAgent`; with this one its requests go wherever the app's fetch sends them (the
 * network, or the app itself in-process for the simulator: loopback-fetch.ts), while the sdk still signs the
 * request and parses and verifies the reply exactly as it does on its own.
 */
export class FetchDispatcher extends Dispatcher {
  constructor(
    private readonly send: typeof fetch,
    private readonly timeoutMs: number,
  ) {
    super();
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    // undici's request handler (what urllib hands over) implements these callbacks.
    const { onConnect, onHeaders, onData, onComplete, onError } = handler;
    if (!onConnect || !onHeaders || !onData || !onComplete || !onError) {
      throw new TypeError('the fetch dispatcher needs a handler with onConnect, onHeaders, onData, onComplete and onError');
    }
    const callbacks = {
      connect: onConnect.bind(handler),
      headers: onHeaders.bind(handler),
      data: onData.bind(handler),
      complete: onComplete.bind(handler),
      error: onError.bind(handler),
    };
    void this.exchange(options, callbacks);
    return true;
  }

  override async close(): Promise<void> {}

  private async exchange(options: Dispatcher.DispatchOptions, handler: Callbacks): Promise<void> {
    const abort = new AbortController();
    handler.connect((reason) => abort.abort(reason));
    try {
      const url = new URL(options.path, options.origin);
      const response = await this.send(url, {
        method: options.method,
        headers: toFetchHeaders(options.headers),
        body: toFetchBody(options.body),
        redirect: 'manual',
        signal: AbortSignal.any([abort.signal, AbortSignal.timeout(this.timeoutMs)]),
      });
      const body = Buffer.from(await response.arrayBuffer());
      const rawHeaders: Buffer[] = [];
      response.headers.forEach((value, name) => rawHeaders.push(Buffer.from(name), Buffer.from(value)));
      if (abort.signal.aborted) throw asError(abort.signal.reason);
      handler.headers(response.status, rawHeaders, () => {}, response.statusText);
      if (body.length > 0) handler.data(body);
      handler.complete([]);
    } catch (error) {
      handler.error(asError(error));
    }
  }
}
