import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers for the API and the web app. The CSP allows only our own scripts; inline style attributes
 * are allowed because antd-mobile positions popups with them. Images may be data: URLs (QR codes).
 *
 * helmet itself, built once: @fastify/helmet builds helmet's middleware again on every request (8 % of a small API
 * request's CPU, docs/PERFORMANCE.md), for per-route options and CSP nonces we do not use.
 */
export const securityPlugin = fp(
  async (app, options: { hsts: boolean }) => {
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          scriptSrcAttr: ["'none'"],
        },
      },
      // Outside production the app is served over plain HTTP on localhost, where HSTS would only get in the way.
      strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  },
  { name: 'security' },
);
