import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const HASHED_ASSET = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.(gz|br))?$/;

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated,
 * gzip/brotli copies chosen by Accept-Encoding. `/` is index.html, the storefront drawn at build time;
 * any other path that is not a file and not an API call gets app.html (the same page, not drawn), so
 * the client's router shows the page (or home for an unknown path).
 */
export const webPagesPlugin = fp(async (app: FastifyInstance, { root }: { root: string }) => {
  await app.register(async (files) => {
    files.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await files.register(fastifyStatic, {
      root,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  });

  const appPage = readAppPage(root);
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (!isPage) return sendApiNotFound(request, reply);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = (['br', 'gzip'] as const).find((name) => accepted.includes(name) && appPage[name]);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(appPage[encoding ?? 'identity']);
  });
});

/** app.html, or index.html in a build without the prerender step. */
function readAppPage(root: string): Record<'identity' | 'br' | 'gzip', Buffer | undefined> {
  const app = path.join(root, 'app.html');
  const file = fs.existsSync(app) ? app : path.join(root, 'index.html');
  const read = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined);
  return { identity: read(''), br: read('.br'), gzip: read('.gz') };
}

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send({ success: false, error: `No such call: ${request.method} ${request.url.split('?')[0]}` });
}
