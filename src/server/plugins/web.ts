import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sendNotFound } from './errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheControlFor(filePath: string): string {
  if (filePath.endsWith('.html')) return 'no-cache';
  // Vite puts every content-hashed file under assets/.
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return IMMUTABLE;
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
        setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
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
