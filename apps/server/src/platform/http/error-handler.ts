import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from './http-error';

/** Every failure leaves as { errorCode, errorReason } (plus a route's own body fields when it has them). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ errorCode: err.statusCode, errorReason: err.reason, ...err.body });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where = first?.instancePath ? `${first.instancePath.replace(/^\//, '').replaceAll('/', '.')}: ` : '';
      const reason = `${err.validationContext ?? 'request'} ${where}${first?.message ?? 'is invalid'}`;
      return reply.code(400).send({ errorCode: 400, errorReason: reason });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ issues: err.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ errorCode: 500, errorReason: 'An unexpected error occurred.' });
    }
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) request.log.error(err);
    const reason = status >= 500 ? 'An unexpected error occurred.' : err.message;
    return reply.code(status).send({ errorCode: status, errorReason: reason });
  });
}
