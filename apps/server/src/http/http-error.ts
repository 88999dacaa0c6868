/** Thrown by handlers and services; the error handler turns it into `{ message, code, field }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, message, 'BAD_REQUEST', field);
export const notFound = (message = '未找到相关记录') => new HttpError(404, message, 'NOT_FOUND');
export const forbidden = (message = '无权访问') => new HttpError(403, message, 'FORBIDDEN');
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, message, code);

export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'invalid_token'
  | 'insufficient_scope';

/** RFC 6749 section 5.2 (and RFC 6750 for invalid_token and insufficient_scope): shaped as `{ error, error_description, message }`. */
export class OAuthError extends HttpError {
  constructor(
    statusCode: number,
    readonly error: OAuthErrorCode,
    description: string,
    /** Our own code beside the RFC one, when the client must act on it (CAPTCHA_REQUIRED). */
    code?: string,
  ) {
    super(statusCode, description, code);
  }
}
