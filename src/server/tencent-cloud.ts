import http from 'node:http';
import https from 'node:https';

/**
 * The HTTP profile of a Tencent Cloud SDK client: `endpoint` is host[:port] (only tests point it at a local fake, over
 * plain HTTP), ten seconds per request, and an explicit agent, which keeps the SDK from sending through http_proxy (it
 * ignores NO_PROXY).
 */
export function tencentHttpProfile(endpoint: string) {
  const isLocal = /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(endpoint);
  return {
    isLocal,
    httpProfile: {
      endpoint,
      protocol: isLocal ? 'http://' : 'https://',
      reqTimeout: 10,
      agent: isLocal ? new http.Agent({ keepAlive: true }) : new https.Agent({ keepAlive: true }),
    },
  };
}
