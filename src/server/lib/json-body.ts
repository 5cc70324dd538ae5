import type { FastifyInstance } from 'fastify';
import { textRefusal } from './http-error.ts';

export const TOO_DEEP = 'common.serverBounds.tooDeep';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether a JSON text nests its arrays and objects deeper than `maxDepth`, told in one pass that stops
 * at the first level too many; brackets inside strings do not count. Says nothing of whether it is JSON.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (inString) {
      if (char === BACKSLASH) at++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_ARRAY || char === OPEN_OBJECT) {
      if (++depth > maxDepth) return true;
    } else if (char === CLOSE_ARRAY || char === CLOSE_OBJECT) depth--;
  }
  return false;
}

/**
 * JSON bodies for every route: the nesting is checked before parsing, so a body of nested brackets is
 * refused (400 `common.serverBounds.tooDeep`) at the cost of one scan, never of a parse and a
 * validation that recurse through it. Each route's body limit still bounds the size; the parse is
 * Fastify's own (prototype poisoning refused). A route that needs the raw bytes (the payment webhook)
 * replaces this parser in its own context.
 */
export function parseJsonWithDepthLimit(app: FastifyInstance, maxDepth: number): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, maxDepth)) return done(textRefusal(400, TOO_DEEP, { max: maxDepth }));
    parse(request, body as string, done);
  });
}
