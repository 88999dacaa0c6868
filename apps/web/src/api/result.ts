/** Every call resolves, never rejects: either the data or `{ status, msg }`. */
export interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
}

export interface ApiFailure {
  ok: false;
  /** 0 when no response arrived. */
  status: number;
  msg: string;
  /** The server's machine-readable reason (`code`, or `error` on the token endpoint), when given. */
  code?: string;
  /** The form field a validation error names, when given. */
  field?: string;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** Thrown only at the TanStack Query boundary, so queries get an error state. */
export class ApiError extends Error {
  readonly status: number;

  constructor(failure: ApiFailure) {
    super(failure.msg);
    this.name = 'ApiError';
    this.status = failure.status;
  }
}

export function unwrap<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new ApiError(result);
  return result.data;
}
