import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  chosenLanguage,
  LANGUAGE_CHOICE,
  LANGUAGE_CHOICE_MAX_AGE_S,
  LANGUAGE_QUERY,
} from '#shared/domain/language-choice.ts';
import { PRIVATE_PAGE_ROUTES } from '#shared/domain/booking-link.ts';
import { textRefusal } from '#server/lib/http-error.ts';

/** Paths that are never a page: the API's, and the metrics' (absent without METRICS_TOKEN). */
const NOT_PAGES = /^\/(api|metrics)(\/|\?|$)/;

const HASHED_ASSET = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.(gz|br))?$/;

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated,
 * gzip/brotli copies chosen by Accept-Encoding. `/` is the storefront drawn at build time, in English
 * (index.html) or, for a visitor who chose Malayalam, in Malayalam (index.ml.html); any other path
 * that is not a file, an API call or the metrics gets app.html (the same page, not drawn), so the client's
 * router shows the page (or home for an unknown path).
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
      index: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  });

  // A build without the prerender step has index.html only: it serves for every page.
  const page = (name: string) => readPage(path.join(root, name)) ?? readPage(path.join(root, 'index.html'));
  const appPage = page('app.html');
  const storefront = { en: page('index.html'), ml: page('index.ml.html') };
  app.route({
    method: ['GET', 'HEAD'],
    url: '/',
    config: { access: 'public' },
    handler: (request, reply) => {
      // The language switch before the page's scripts run (components/language-switch.tsx): the
      // choice is kept as the page's own code keeps it, and the page asked for again without the query.
      const asked = chosenLanguage((request.query as Record<string, unknown>)[LANGUAGE_QUERY]);
      if (asked) {
        reply.setCookie(LANGUAGE_CHOICE, asked, { path: '/', maxAge: LANGUAGE_CHOICE_MAX_AGE_S, sameSite: 'lax' });
        return reply.header('cache-control', 'no-store').redirect('/', 303);
      }
      const language = chosenLanguage(request.cookies[LANGUAGE_CHOICE]) ?? 'en';
      return sendPage(request, reply, storefront[language], 'accept-encoding, cookie');
    },
  });
  // A booking's and an offer's private pages: the same page, as routes of their own, so that they get a
  // private link's headers and are logged by their pattern (lib/private-link-route.ts).
  for (const url of PRIVATE_PAGE_ROUTES) {
    app.route({
      method: ['GET', 'HEAD'],
      url,
      config: { access: 'public' },
      handler: (request, reply) => sendPage(request, reply, appPage, 'accept-encoding'),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_PAGES.test(request.url);
    if (!isPage) return sendApiNotFound(request, reply);
    return sendPage(request, reply, appPage, 'accept-encoding');
  });
});

type Page = Record<'identity' | 'br' | 'gzip', Buffer | undefined>;

function readPage(file: string): Page | undefined {
  if (!fs.existsSync(file)) return undefined;
  const read = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined);
  return { identity: read(''), br: read('.br'), gzip: read('.gz') };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page | undefined, vary: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = (['br', 'gzip'] as const).find((name) => accepted.includes(name) && page?.[name]);
  reply.header('cache-control', 'no-cache').header('vary', vary).type('text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(page?.[encoding ?? 'identity']);
}

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.send(
    textRefusal(404, 'refusals.request.noSuchCall', { method: request.method, path: request.url.split('?')[0]! }),
  );
}
