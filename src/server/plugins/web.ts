import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sendNotFound } from './errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A precompressed copy (index.html.br) is cached as the file it stands for. */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/**
 * The Cache-Control of a file of the built app, by its path inside webDir. Every HTML answer is `no-cache` (the
 * browser asks again each time, a 304 while unchanged): a page kept from an older release names hashed scripts a
 * deploy has removed. Vite puts only content-hashed files under assets/: a new content is a new name, so they are
 * kept a year. Other files of src/web/public (favicon, robots.txt, content images) keep their names across releases
 * and are plain pictures and text, not code: an hour.
 */
function cacheControlFor(webDir: string, filePath: string): string {
  const served = path.relative(webDir, filePath).replace(PRECOMPRESSED_SUFFIX, '');
  if (served.endsWith('.html')) return 'no-cache';
  if (served.startsWith(`assets${path.sep}`)) return IMMUTABLE;
  return 'public, max-age=3600';
}

/**
 * Serves the built web app (precompressed .br/.gz written at build time) and hands every other non-API GET to
 * index.html so the client router decides. Unknown /api paths get the 404 envelope, never HTML.
 */
export const webPlugin = fp(
  async (app, options: { webDir: string }) => {
    const indexFile = path.join(options.webDir, 'index.html');
    const hasWeb = fs.existsSync(indexFile);
    if (!hasWeb) app.log.warn({ webDir: options.webDir }, 'web app not built; run `npm run build` to serve it');
    else {
      await app.register(fastifyStatic, {
        root: options.webDir,
        wildcard: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          res.setHeader('Cache-Control', cacheControlFor(options.webDir, filePath));
          // The same URL answers .br, .gz or the plain file by the request's Accept-Encoding: a shared cache must know.
          res.setHeader('Vary', 'Accept-Encoding');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      // A hashed asset that is gone (an old tab after a deploy) is a 404, not the app page served as a script.
      const isMissingAsset = pathname.startsWith('/assets/');
      if (isApi || isMissingAsset || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return sendNotFound(request, reply);
      }
      return reply.sendFile('index.html');
    });
  },
  { name: 'web' },
);
