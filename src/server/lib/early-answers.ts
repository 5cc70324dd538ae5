import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';

/** The bytes a route would send for a GET of its exact path now, or undefined when the route must answer. */
export type ReadyBytes = () => Buffer | undefined;

interface EarlyAnswer {
  contentType: string;
  ready: ReadyBytes;
  /** The head sent with `sentBytes` the last time, kept while the route holds the same bytes. */
  sentBytes?: Buffer;
  head?: Record<string, string | number>;
}

/**
 * The request's Cookie header as `request.headers.cookie` reads it (several joined with "; "), found in
 * the raw list: reading `headers` would first build an object of every header, a cost a bare answer has not.
 */
function cookieHeaderOf(request: IncomingMessage): string | undefined {
  const raw = request.rawHeaders;
  let cookie: string | undefined;
  for (let at = 0; at < raw.length; at += 2) {
    const name = raw[at]!;
    if (name.length === 6 && name.toLowerCase() === 'cookie') {
      cookie = cookie === undefined ? raw[at + 1] : `${cookie}; ${raw[at + 1]}`;
    }
  }
  return cookie;
}

/** The server options Fastify has settled (its defaults filled in) when it calls the factory. */
interface ServerOptions {
  http?: http.ServerOptions | null;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket?: number;
}

/** What the whole server decides about an early answer: its headers, and whether early answers may be given now. */
export interface EarlyAnswerRules {
  /** The headers every JSON answer carries (the app's onSend hook sets the same on the route's answer). */
  headers: Record<string, string>;
  /** False while the server drains, or while requests are logged at debug: the route then answers. */
  open(): boolean;
  /** Whether a Cookie header carries a session, which only the route may answer for. */
  hasSession(cookieHeader: string | undefined): boolean;
}

/** Counts an early answer in the request metrics, as their onResponse hook counts the route's. */
export type ObserveAnswer = (route: string, seconds: number) => void;

/**
 * Answers for the hottest public reads, given as soon as Node has parsed the request, before Fastify
 * builds its request, reply, logger and hook chain for it: the storefront's list, asked thousands of
 * times a second in a sale by visitors who have no session. Only a GET of a registered path exactly (no
 * query), without a session cookie, whose route already holds the bytes it would send, is answered here,
 * with the same status, body and headers as the route's own answer; anything else goes to Fastify.
 */
export function createEarlyAnswers() {
  const answers = new Map<string, EarlyAnswer>();
  let rules: EarlyAnswerRules | null = null;
  let observe: ObserveAnswer | null = null;
  let answered = 0;

  /** The answer's head for `bytes`: made once for each bytes the route holds, not on every answer. */
  function headOf(answer: EarlyAnswer, bytes: Buffer, headers: Record<string, string>) {
    if (answer.sentBytes !== bytes || !answer.head) {
      answer.head = { 'content-type': answer.contentType, 'content-length': bytes.length, ...headers };
      answer.sentBytes = bytes;
    }
    return answer.head;
  }

  function answerEarly(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET') return false;
    const answer = answers.get(request.url ?? '');
    if (!answer || !rules?.open()) return false;
    const cookie = cookieHeaderOf(request);
    if (cookie !== undefined && rules.hasSession(cookie)) return false;
    const bytes = answer.ready();
    if (!bytes) return false;
    const started = observe ? performance.now() : 0;
    response.writeHead(200, headOf(answer, bytes, rules.headers));
    response.end(bytes);
    answered++;
    observe?.(request.url!, (performance.now() - started) / 1000);
    return true;
  }

  return {
    /** Answers GET `path` early with `ready()`'s bytes whenever it has them. */
    get(path: string, contentType: string, ready: ReadyBytes): void {
      answers.set(path, { contentType, ready });
    },
    /** Turns early answers on; none is given before the app has set its rules. */
    setRules(next: EarlyAnswerRules): void {
      rules = next;
    },
    /** Counts every early answer with `observer` from now on (the metrics, when they are on). */
    observeWith(observer: ObserveAnswer): void {
      observe = observer;
    },
    /** How many requests were answered early (for tests). */
    answered: () => answered,
    /**
     * Fastify's `serverFactory`: the HTTP server Fastify would make itself (its timeouts as Fastify sets
     * them), asking for an early answer before handing the request to Fastify.
     */
    serverFactory(handler: RequestListener, fastifyOptions: Record<string, unknown>): http.Server {
      const options = fastifyOptions as unknown as ServerOptions;
      const server = http.createServer(options.http ?? {}, (request, response) => {
        if (!answerEarly(request, response)) handler(request, response);
      });
      server.keepAliveTimeout = options.keepAliveTimeout;
      server.requestTimeout = options.requestTimeout;
      server.setTimeout(options.connectionTimeout);
      if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      return server;
    },
  };
}

export type EarlyAnswers = ReturnType<typeof createEarlyAnswers>;
