import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import { loggedUrl } from './private-link-route.ts';

let destination: DestinationStream | undefined;

/**
 * Standard output, written asynchronously: under load, log lines queue up and go out in a few large
 * writes instead of one blocking write each (request logging then costs a fraction of a request).
 * Whatever is queued is flushed when the process exits; one per process, however many servers it builds.
 */
export function logDestination(): DestinationStream {
  destination ??= pino.destination({ dest: 1, sync: false });
  return destination;
}

/** A read answered this fast and well is logged at debug only; every other request at info. */
const SLOW_MS = 500;

/**
 * Request logging, one line per request when it is answered: method, address, status and time taken.
 * Every change (POST, PUT, PATCH, DELETE), refusal, failure and slow answer is logged at info; a read
 * answered well and fast (the storefront's GETs, thousands a second in a sale) only at debug, where its
 * arrival is logged too. Fastify calls these itself on every request, without a hook of ours; its
 * other lines (an answer that failed to be written or serialised) are kept as it writes them.
 */
export class RequestLines extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if ((request.log as Logger).isLevelEnabled('debug')) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const routine =
      !error &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      reply.statusCode < 400 &&
      reply.elapsedTime < SLOW_MS;
    const level = error ? 'error' : routine ? 'debug' : 'info';
    // The line's fields (the client address among them) are worked out only when it will be written.
    if (!(request.log as Logger).isLevelEnabled(level)) return;
    request.log[level](
      {
        req: request,
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
        ...(error ? { err: error } : {}),
      },
      error ? 'request errored' : 'request completed',
    );
  }
}

/**
 * How a request is written in every log line that names it (the logger's `req` serializer, app.ts):
 * method, URL and address, a private link's URL as its route's pattern, never with its token.
 */
export function loggedRequest(request: FastifyRequest): { method: string; url: string; remoteAddress: string } {
  return { method: request.method, url: loggedUrl(request.url, request.routeOptions.url), remoteAddress: request.ip };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArguments = Parameters<Logger['info']>;

/**
 * A request's logger that becomes pino's child logger (with the request's id) only when the request
 * writes a line: most requests of a sale write none at info, and a child per request was a measurable
 * part of a storefront read. Lines below the level are dropped without it.
 */
class RequestLog {
  #made: Logger | undefined;
  constructor(
    private readonly parent: Logger,
    private readonly bindings: pino.Bindings,
  ) {}
  #logger(): Logger {
    return (this.#made ??= this.parent.child(this.bindings));
  }
  #write(level: Level, args: LogArguments): void {
    if (this.parent.isLevelEnabled(level)) this.#logger()[level](...args);
  }
  get level(): string {
    return this.#made?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.#logger().level = level;
  }
  isLevelEnabled(level: string): boolean {
    return (this.#made ?? this.parent).isLevelEnabled(level);
  }
  fatal(...args: LogArguments) {
    this.#write('fatal', args);
  }
  error(...args: LogArguments) {
    this.#write('error', args);
  }
  warn(...args: LogArguments) {
    this.#write('warn', args);
  }
  info(...args: LogArguments) {
    this.#write('info', args);
  }
  debug(...args: LogArguments) {
    this.#write('debug', args);
  }
  trace(...args: LogArguments) {
    this.#write('trace', args);
  }
  silent() {}
  child(bindings: pino.Bindings, options?: pino.ChildLoggerOptions): Logger {
    return this.#logger().child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: each request's logger, made when first written to (RequestLog). */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: pino.Bindings,
  options: pino.ChildLoggerOptions,
): FastifyBaseLogger {
  // A route's own level or serializers: its logger is made at once, as Fastify would.
  if (Object.keys(options).length > 0) return logger.child(bindings, options);
  return new RequestLog(logger as Logger, bindings) as unknown as FastifyBaseLogger;
}
