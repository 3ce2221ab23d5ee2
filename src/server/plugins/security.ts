import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { HumanCheckConfig } from '../config.ts';

/**
 * Where Tencent's captcha comes from when it is the human check (decision 026): TCaptcha.js loads more of its scripts
 * and shows its challenge in a frame from these origins. The configured script's own origin is added to them.
 */
const TENCENT_CAPTCHA_ORIGINS = ['https://turing.captcha.qcloud.com', 'https://turing.captcha.gtimg.com'];

/** The origins the login form's human check needs beyond our own: none for ALTCHA, Tencent's for its captcha. */
export function humanCheckOrigins(humanCheck: HumanCheckConfig): string[] {
  if (humanCheck.provider !== 'tencent') return [];
  return [...new Set([new URL(humanCheck.tencent.scriptUrl).origin, ...TENCENT_CAPTCHA_ORIGINS])];
}

/**
 * Security headers for the API and the web app. The CSP allows only our own scripts; inline style attributes
 * are allowed because antd-mobile positions popups with them. Images may be data: URLs (QR codes). With
 * HUMAN_CHECK_PROVIDER=tencent, Tencent's captcha origins may also run scripts, be framed, be fetched from and show
 * images: on every page, since the single-page app can show the login form on any of them without a new document.
 *
 * helmet itself, built once: @fastify/helmet builds helmet's middleware again on every request (8 % of a small API
 * request's CPU, docs/PERFORMANCE.md), for per-route options and CSP nonces we do not use.
 */
export const securityPlugin = fp(
  async (app, options: { hsts: boolean; humanCheck: HumanCheckConfig }) => {
    const captcha = humanCheckOrigins(options.humanCheck);
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...captcha],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...captcha],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...captcha],
          // Unset (default-src 'self') unless a captcha needs its frame.
          ...(captcha.length > 0 && { frameSrc: ["'self'", ...captcha] }),
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
