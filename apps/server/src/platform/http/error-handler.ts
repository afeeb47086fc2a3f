import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE, type DatabaseOutage } from './database-outage';
import { HttpError } from './http-error';

interface Parser {
  safeParse(value: unknown): { success: boolean };
}

/**
 * The body of a refused request: { errorCode, errorReason }, unless the route declares another
 * shape for that status (the OAuth token endpoint's { error, error_description }), so a refusal
 * from the platform (a NUL, a bad body) never fails the route's response schema as a 500.
 */
function clientErrorBody(request: FastifyRequest, status: number, reason: string): Record<string, unknown> {
  const standard = { errorCode: status, errorReason: reason };
  const responses = (request.routeOptions.schema?.response ?? {}) as Record<string, Parser | undefined>;
  const declared = responses[String(status)];
  if (!declared || typeof declared.safeParse !== 'function' || declared.safeParse(standard).success) return standard;
  const oauth = { error: 'invalid_request', error_description: reason };
  return declared.safeParse(oauth).success ? oauth : standard;
}

/**
 * Every failure leaves as { errorCode, errorReason } (plus a route's own body fields when it has them); a database out
 * of reach or busy as 503 with Retry-After, never 500.
 */
export function registerErrorHandler(app: FastifyInstance, outage: Pick<DatabaseOutage, 'noted'>): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      if (err.body)
        return reply.code(err.statusCode).send({ errorCode: err.statusCode, errorReason: err.reason, ...err.body });
      return reply.code(err.statusCode).send(clientErrorBody(request, err.statusCode, err.reason));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where = first?.instancePath ? `${first.instancePath.replace(/^\//, '').replaceAll('/', '.')}: ` : '';
      const reason = `${err.validationContext ?? 'request'} ${where}${first?.message ?? 'is invalid'}`;
      return reply.code(400).send(clientErrorBody(request, 400, reason));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ issues: err.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ errorCode: 500, errorReason: 'An unexpected error occurred.' });
    }
    if (outage.noted(err)) {
      request.log.error({ err }, 'the database could not answer');
      return reply.code(503).header('Retry-After', '5').send({ errorCode: 503, errorReason: DATABASE_UNAVAILABLE });
    }
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) request.log.error(err);
    const reason = status >= 500 ? 'An unexpected error occurred.' : err.message;
    return reply
      .code(status)
      .send(status >= 500 ? { errorCode: status, errorReason: reason } : clientErrorBody(request, status, reason));
  });
}
