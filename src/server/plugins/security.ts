import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers for the API and the web app. The CSP allows only our own scripts; inline style attributes
 * are allowed because antd-mobile positions popups with them. Images may be data: URLs (QR codes).
 */
export const securityPlugin = fp(
  async (app, options: { hsts: boolean }) => {
    await app.register(helmet, {
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
  },
  { name: 'security' },
);
