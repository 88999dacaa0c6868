import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, OAuthError } from './http-error.ts';

const GENERIC_SERVER_ERROR = '服务器繁忙，请稍后再试';

/** Fastify's own 4xx errors (bad JSON, wrong content type, ...) in words a patient can read. */
const clientErrorMessages: Record<number, string> = {
  400: '请求格式不正确',
  404: '请求的资源不存在',
  405: '不支持的请求方法',
  413: '请求内容过大',
  415: '不支持的请求格式',
  429: '请求过于频繁，请稍后再试',
};

type ValidationIssue = { instancePath: string };

/** `/patients/0/name` -> `patients.0.name`; a missing body names the part that is missing. */
export function fieldOf(issue: ValidationIssue | undefined, context: string | undefined): string {
  const path = issue?.instancePath.split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

export interface ErrorBody {
  message: string;
  code?: string;
  field?: string;
  error?: string;
  error_description?: string;
}

/** Shapes any error as the body every non-2xx response carries. */
export function toErrorBody(error: FastifyError | Error): { status: number; body: ErrorBody } {
  if (error instanceof OAuthError) {
    return {
      status: error.statusCode,
      body: {
        message: error.message,
        ...(error.code && { code: error.code }),
        error: error.error,
        error_description: error.message,
      },
    };
  }
  // An HttpError's message was written for the patient, whatever its status.
  if (error instanceof HttpError) {
    const body: ErrorBody = { message: error.message };
    if (error.code) body.code = error.code;
    if (error.field) body.field = error.field;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const field = fieldOf(error.validation[0], error.validationContext);
    return {
      status: 400,
      body: { message: `参数 ${field} 不正确`, code: 'VALIDATION_ERROR', field },
    };
  }
  const status =
    'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    return {
      status,
      body: {
        message: clientErrorMessages[status] ?? '请求有误',
        code: status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST',
      },
    };
  }
  return { status: 500, body: { message: GENERIC_SERVER_ERROR, code: 'INTERNAL_ERROR' } };
}

/** Every address the server answers itself; the rest belong to the built apps. */
const apiPrefixes = [
  '/api/',
  '/oauth/',
  '/sandbox/',
  '/media/',
  '/his/',
  '/console/api/',
  // The survey service's form posts keep the spec's own prefix.
  '/xgwj/',
  '/demo-his/',
];

export const isApiPath = (url: string) => {
  const path = url.split('?')[0] ?? '';
  return apiPrefixes.some((prefix) => path === prefix.slice(0, -1) || path.startsWith(prefix));
};

export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ message: '接口不存在', code: 'NOT_FOUND' });
}

export function sendError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const { status, body } = toErrorBody(error);
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else if (
    error instanceof OAuthError &&
    (error.error === 'invalid_token' || error.error === 'insufficient_scope')
  ) {
    void reply.header('www-authenticate', `Bearer error="${error.error}"`);
  }
  return reply.code(status).send(body);
}

/** One error handler for the whole app: 4xx are explained, unexpected 5xx are logged and never explained. */
export const errorHandling = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(sendError);
  },
  { name: 'error-handling' },
);
