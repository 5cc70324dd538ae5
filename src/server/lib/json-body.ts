import type { FastifyInstance } from 'fastify';
import { textRefusal } from './http-error.ts';

export const TOO_DEEP = 'common.serverBounds.tooDeep';
export const FORBIDDEN_KEY = 'common.serverBounds.forbiddenKey';

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
 * Where a parsed JSON value carries a key that would reach an object's prototype (`__proto__`, or a
 * `constructor` holding a `prototype`): the dotted path of the object that carries it ('' for the
 * body itself) and the key; undefined when there is none. JSON.parse keeps such keys as plain data.
 */
export function prototypeKeyIn(value: unknown, path: string[] = []): { field: string; key: string } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const reachesPrototype =
      key === '__proto__' ||
      (key === 'constructor' && typeof inner === 'object' && inner !== null && Object.hasOwn(inner, 'prototype'));
    if (reachesPrototype) return { field: path.join('.'), key };
    const found = prototypeKeyIn(inner, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** The refusal of a body Fastify's parser found poisoned, naming the field whose object carries the key. */
function prototypeKeyRefusal(body: string) {
  let found: ReturnType<typeof prototypeKeyIn>;
  try {
    found = prototypeKeyIn(JSON.parse(body));
  } catch {
    return undefined;
  }
  if (!found) return undefined;
  const refusal = textRefusal(400, FORBIDDEN_KEY, { key: found.key });
  return found.field ? refusal.about(found.field) : refusal;
}

/**
 * JSON bodies for every route: the nesting is checked before parsing, so a body of nested brackets is
 * refused (400 `common.serverBounds.tooDeep`) at the cost of one scan, never of a parse and a
 * validation that recurse through it. Each route's body limit still bounds the size; the parse is
 * Fastify's own, and a body it refuses for a key that reaches a prototype gets 400
 * `common.serverBounds.forbiddenKey` naming the field that carries it. A route that needs the raw
 * bytes (the payment webhook) replaces this parser in its own context.
 */
export function parseJsonWithDepthLimit(app: FastifyInstance, maxDepth: number): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, maxDepth)) return done(textRefusal(400, TOO_DEEP, { max: maxDepth }));
    parse(request, body as string, (error, value) => {
      // Walked again only when refused: the depth is already bounded, so the walk is too.
      done(error ? (prototypeKeyRefusal(body as string) ?? error) : null, value);
    });
  });
}
