import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';

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
    request.log.debug({ req: request }, 'incoming request');
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
        req: { method: request.method, url: request.url, remoteAddress: request.ip },
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
        ...(error ? { err: error } : {}),
      },
      error ? 'request errored' : 'request completed',
    );
  }
}
