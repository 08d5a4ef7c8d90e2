import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorKey, type ErrorResponse } from '@lingualoop/shared/contracts';
import { validationErrorKey } from './validation';

/** An error meant for the client: its status and the stable key the client translates. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly key: string,
  ) {
    super(key);
    this.name = 'HttpError';
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
};

export function errorBody(statusCode: number, message: string): ErrorResponse {
  return { statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', message };
}

/** Keys for Fastify's own 4xx errors (malformed JSON, wrong content type, …). */
function frameworkErrorKey(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return ErrorKey.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return ErrorKey.unsupportedMediaType;
    default:
      return ErrorKey.requestInvalid;
  }
}

/**
 * The one error handler: 4xx bodies carry a stable key, 5xx bodies never carry internals
 * (the details go to the log with the request id).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.key));
    }
    if (error.validation) {
      return reply.status(400).send(errorBody(400, validationErrorKey(error.validation)));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(errorBody(429, ErrorKey.tooManyRequests));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(status, frameworkErrorKey(error)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, ErrorKey.serverBusy));
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send(errorBody(404, ErrorKey.notFound));
  });
}
