import { parseCookie, stringifySetCookie, type Cookies, type SetCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export type CookieOptions = Omit<SetCookie, 'name' | 'value'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's cookies, read from its Cookie header when first asked for. */
    readonly cookies: Cookies;
  }
  interface FastifyReply {
    setCookie(name: string, value: string, options: CookieOptions): FastifyReply;
    clearCookie(name: string, options: CookieOptions): FastifyReply;
  }
}

const PARSED = Symbol('parsed cookies');
// Set on the request when first read, not decorated: a decorated value is written on every request.
type WithParsed = FastifyRequest & { [PARSED]?: Cookies };

/**
 * Cookies with no hook on any request: the Cookie header is read the first time a route asks for
 * `request.cookies`, and each cookie set is a Set-Cookie header at once. The storefront's reads under a
 * sale's load, which read no cookie, pay nothing for them (@fastify/cookie parsed every request's header
 * and looked at every answer, in two hooks).
 */
export const cookiesPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('cookies', {
    getter() {
      const request = this as WithParsed;
      return (request[PARSED] ??= parseCookie(request.headers.cookie ?? ''));
    },
  });
  app.decorateReply('setCookie', function (this: FastifyReply, name: string, value: string, options: CookieOptions) {
    return this.header('set-cookie', stringifySetCookie({ name, value, sameSite: 'lax', ...options }));
  });
  app.decorateReply('clearCookie', function (this: FastifyReply, name: string, options: CookieOptions) {
    return this.setCookie(name, '', { ...options, expires: new Date(0), maxAge: 0 });
  });
});
