import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, type FieldErrors, ShopError, statusToCode } from '../errors.ts';

/** Fastify's schema-validation failure → `{ field: [messages] }`. */
function validationFieldErrors(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const params = issue.params as { missingProperty?: string; additionalProperty?: string };
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field =
      params.missingProperty ?? params.additionalProperty ?? (path || error.validationContext || 'body');
    fields[field] = [...(fields[field] ?? []), issue.message ?? 'is not valid'];
  }
  return fields;
}

/**
 * The one place a thrown error becomes a REST response: coded, in the `{ code, error, errors }` shape
 * the spec's shared handler reads. Unexpected errors are logged and never leak their message.
 */
export function restErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ShopError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return reply.status(error.statusCode).send(errorBody(error));
  }
  if (error.validation) {
    const shop = new ShopError(
      'VALIDATION',
      `Invalid ${error.validationContext ?? 'request'}: ${error.message}`,
      validationFieldErrors(error),
    );
    return reply.status(400).send(errorBody(shop));
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    return reply.status(status).send(errorBody(new ShopError(statusToCode(status), error.message)));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(errorBody(new ShopError('INTERNAL')));
}

export function restNotFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const error = new ShopError('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`);
  return reply.status(404).send(errorBody(error));
}
