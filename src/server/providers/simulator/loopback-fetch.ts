import type { FastifyInstance } from 'fastify';

/**
 * A fetch for the simulators and the clients that talk to them: a request to the app's own public origin is
 * handed to the app in-process (through its whole request pipeline, exact bytes and headers), anything else goes
 * to the network. So the production clients run unchanged, in tests and behind any proxy, without the app having
 * to reach itself over the network.
 */
export function createLoopbackFetch(app: FastifyInstance, publicBaseUrl: string): typeof fetch {
  const origin = new URL(publicBaseUrl).origin;
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== origin) return fetch(request);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      payload: body,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const nullBody = response.statusCode === 204 || response.statusCode === 304;
    return new Response(nullBody ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}
