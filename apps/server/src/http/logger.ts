import type { FastifyServerOptions } from 'fastify';

/**
 * Query strings carry OAuth codes, tokens and phone numbers (`/?code=...`), so only their
 * keys are logged.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const keys = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=*`);
  return `${url.slice(0, mark)}?${keys.join('&')}`;
}

interface LoggableError {
  name?: string;
  code?: unknown;
  message?: string;
  stack?: string;
  cause?: unknown;
  constraint?: string;
  constraint_name?: string;
}

/**
 * Drizzle puts query parameters in its messages and PostgreSQL puts row values in `detail`:
 * both can hold patients' data, so the log keeps the error's kind, code and stack frames only.
 */
interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

export function serializeError(error: LoggableError): SerializedError {
  const message = (error.message ?? '').split('\nparams:')[0];
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '));
  const serialized: SerializedError = {
    type: error.name ?? 'Error',
    message: message ?? '',
    stack: frames.join('\n'),
  };
  if (error.code !== undefined) serialized.code = error.code;
  if (error.cause && typeof error.cause === 'object') {
    const cause = error.cause as LoggableError;
    // PostgreSQL messages may quote the offending value; the SQLSTATE and constraint say enough.
    serialized.cause = {
      type: cause.name,
      code: cause.code,
      constraint: cause.constraint ?? cause.constraint_name,
    };
  }
  return serialized;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
      err: serializeError,
    },
  };
}
