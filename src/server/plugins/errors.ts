import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { englishText } from '#shared/content/messages.ts';
import { validationParams } from '#shared/schemas/validation-params.ts';
import { isDatabaseUnreachable } from '#server/db/postgres-primary.ts';
import { isConflict } from '#server/db/transaction.ts';
import { HttpError, textRefusal } from '#server/lib/http-error.ts';
import type { TextKey } from '#shared/content/locales/text-keys.ts';

const INVALID = 'validation.invalid';

interface ZodIssueLike {
  instancePath?: string;
  message?: string;
  /** The rest of zod's issue: the bound it names (`maximum`), the unknown `keys`. */
  params?: Record<string, unknown>;
}

/**
 * "Invalid <field>: <English sentence>", refusing the field with a code: the schema's text key when it
 * names one (the browser words it from the key), else 'validation.invalid'.
 */
function validationRefusal(context: string | undefined, issues: ZodIssueLike[]): HttpError {
  const first = issues[0];
  const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || undefined;
  const message = first?.message ?? 'bad value';
  const params = validationParams(message, first?.params);
  const english = englishText(message, params);
  // The English says which part of the request: "Invalid items.0.name: 80 characters at most".
  const refusal = new HttpError(
    400,
    `Invalid ${field ?? context ?? 'request'}: ${english ?? message}`,
    english ? message : INVALID,
    Object.keys(params).length > 0 ? params : undefined,
  );
  return field ? refusal.about(field) : refusal;
}

/** The one shape of a refusal: `{success:false, error, code?, params?, field?}` and what more it carries. */
function sendRefusal(reply: FastifyReply, refusal: HttpError) {
  if (refusal.retryAfterSeconds !== undefined) reply.header('retry-after', refusal.retryAfterSeconds);
  return reply.status(refusal.statusCode).send({
    success: false,
    error: refusal.message,
    code: refusal.code,
    ...(refusal.params ? { params: refusal.params } : {}),
    ...(refusal.field ? { field: refusal.field } : {}),
    ...refusal.details,
  });
}

/** Every error becomes `{success:false, error}` with a 4xx for the caller's faults and a 500 only for ours. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendRefusal(reply, validationRefusal(error.validationContext, error.validation));
    }
    if (error instanceof HttpError) return sendRefusal(reply, error);
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'database busy');
      return sendRefusal(reply, textRefusal(503, 'refusals.server.busy').retryAfter(2));
    }
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      return sendRefusal(reply, textRefusal(503, 'refusals.server.databaseUnreachable').retryAfter(5));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request refused');
      return sendRefusal(reply, textRefusal(status, ownRefusalKey(status)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, error: 'Something went wrong on our side. Please try again.' });
  });
});

/**
 * Fastify's own refusals (a body that is not JSON, too large, of a type no route reads) by text key;
 * its English sentence goes to the log, not to the caller.
 */
function ownRefusalKey(status: number): TextKey {
  if (status === 400) return 'refusals.request.invalid';
  if (status === 413) return 'refusals.request.tooLarge';
  if (status === 406 || status === 415) return 'refusals.request.unsupportedType';
  return 'refusals.request.refused';
}

/**
 * A moment's wait, not a fault: SQLite's "database is locked" (another process held it past the busy
 * timeout), or PostgreSQL aborting a transaction for a conflict that could not be retried.
 */
function isDatabaseBusy(error: { code?: unknown; message?: string }): boolean {
  return (
    isConflict(error) ||
    error.code === 'SQLITE_BUSY' ||
    error.code === 'SQLITE_LOCKED' ||
    /database is locked/i.test(error.message ?? '')
  );
}
