import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import fp from 'fastify-plugin';
import { roleAllows, type Access } from '#shared/domain/access.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';
import type { Db } from '#server/db/database.ts';
import { cookiesPlugin } from './cookies.ts';
import { hasSessionCookie, loadSession, type ActiveAccount } from './sessions.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { requestSlot } from '#server/lib/request-slot.ts';
import { STATE_CHANGING } from '#server/lib/state-changing.ts';
import { isPrivateLinkRoute, PRIVATE_LINK_HEADERS } from '#server/lib/private-link-route.ts';

interface AccessOptions {
  db: Db;
  publicUrl: string | undefined;
  activeAccount: ActiveAccount;
}

/**
 * Sessions, the same-origin rule for state-changing calls, and the access every route declares:
 * no session on a non-public route → 401, too low a role → 403, no declaration → refused; and the
 * headers of a private link's answers (lib/private-link-route.ts). An answer that needs a session, or
 * that was made for one, is marked (forSession): the app's one onSend hook keeps it from caches
 * (keepFromCaches, app.ts).
 */
export const accessPlugin = fp(async (app: FastifyInstance, options: AccessOptions) => {
  const { db, publicUrl, activeAccount } = options;
  await app.register(cookiesPlugin);

  app.decorate('registeredRoutes', []);
  app.decorateRequest('user', requestSlot<SessionUser | null>(null));
  app.decorateRequest('sessionTokenHash', requestSlot<string | null>(null));

  // Each route's own checks, added when it is registered: a public read runs none of them, and one that
  // reads the session (the storefront's list, under a sale's load) looks it up only when a session cookie
  // came, just before its handler. The others read the route's declaration when called, so that a
  // plugin's own onRoute hook (web-pages.ts) may still declare it after this one. Every route that
  // changes something first checks that the call comes from our own pages (an unknown address changes
  // nothing, and answers 404 whatever the site).
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      app.registeredRoutes.push({ method, url: route.url, access: route.config?.access });
    }
    // A private link's answers, refusals included, are kept by no cache and named to no other site.
    if (isPrivateLinkRoute(route.url)) route.onSend = [...[route.onSend ?? []].flat(), privateLinkHeaders];
    const ownChecks: onRequestHookHandler[] = [];
    if (methods.some((method) => STATE_CHANGING.has(method))) ownChecks.push(fromOurPages(publicUrl));
    const isPublic = route.config?.access === 'public';
    if (isPublic && route.config?.readsSession === true) route.handler = withSession(db, activeAccount, route.handler);
    // Read at the first call, when every onRoute hook has run; the same for every call after it.
    let declaration: ReturnType<Declared> | undefined;
    const declared = () =>
      (declaration ??= { access: route.config?.access, readsSession: route.config?.readsSession === true });
    if (!isPublic) ownChecks.push(accessCheck(db, activeAccount, route.url, declared));
    if (ownChecks.length > 0) route.onRequest = [...ownChecks, ...[route.onRequest ?? []].flat()];
  });
});

/**
 * A public route that reads the session: its handler, after the session is looked up when a session
 * cookie came (most of the storefront's calls carry none, and wait for nothing).
 */
function withSession(db: Db, activeAccount: ActiveAccount, handler: RouteHandlerMethod): RouteHandlerMethod {
  return function (this: FastifyInstance, request, reply) {
    if (!hasSessionCookie(request)) return handler.call(this, request, reply);
    return loadSession(db, request, activeAccount).then(() => {
      if (request.user) forSession.add(request);
      return handler.call(this, request, reply);
    });
  };
}

/**
 * The requests whose answers need a session or were made for one. A set, not a request property: each
 * property decorated onto requests is written on every request's object, through V8's slow path
 * (callgrind, docs/measurements/events-read-time.md).
 */
const forSession = new WeakSet<FastifyRequest>();

/** A call that changes something is refused unless it comes from our own pages. */
function fromOurPages(publicUrl: string | undefined): onRequestHookHandler {
  return (request, _reply, done) => {
    if (STATE_CHANGING.has(request.method) && !isSameOrigin(request, publicUrl)) {
      return done(textRefusal(403, 'refusals.access.otherSite'));
    }
    done();
  };
}

type Declared = () => { access: Access | undefined; readsSession: boolean };

/**
 * No session on a non-public route → 401, too low a role → 403, no declaration → refused; a public
 * route that reads the session has it loaded when a session cookie came. Callback style: only a
 * session to look up waits for the database.
 */
function accessCheck(db: Db, activeAccount: ActiveAccount, url: string, declared: Declared): onRequestHookHandler {
  return (request, _reply, done) => {
    const { access, readsSession } = declared();
    if (!access) {
      request.log.error({ url }, 'route declares no access');
      return done(textRefusal(403, 'refusals.access.undeclared'));
    }
    if (access !== 'public') forSession.add(request);
    else if (!readsSession || !hasSessionCookie(request)) return done();
    loadSession(db, request, activeAccount).then(() => {
      if (request.user) forSession.add(request);
      if (access === 'public') return done();
      if (!request.user) return done(textRefusal(401, 'refusals.access.signIn'));
      if (!roleAllows(request.user.role, access)) return done(textRefusal(403, 'refusals.access.notAllowed'));
      done();
    }, done);
  };
}

/**
 * An answer that needs a session, or that was made for one (a public read that reads it), is kept by no
 * browser or proxy: a shared kitchen tablet or a carrier's cache must not hand it to the next person.
 * A route that chose a private cache for its own answer (a versioned staff video) keeps it. Called by
 * the app's one onSend hook (app.ts), on every answer.
 */
export function keepFromCaches(request: FastifyRequest, reply: FastifyReply): void {
  if (forSession.has(request) && !String(reply.getHeader('cache-control') ?? '').startsWith('private')) {
    reply.header('cache-control', 'no-store');
  }
}

/** Runs after the answer's own and the site's headers (app.ts), so that these win. */
const privateLinkHeaders: onSendHookHandler = (_request, reply, payload, done) => {
  reply.headers(PRIVATE_LINK_HEADERS);
  done(null, payload);
};

function isSameOrigin(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (!origin) return request.headers['sec-fetch-site'] !== 'cross-site';
  if (publicUrl && origin === new URL(publicUrl).origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
