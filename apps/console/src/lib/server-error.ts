import type { FormInstance } from 'antd';
import { ApiError } from '../api/client.ts';

/**
 * Puts a refused request's message under the form field it names, when it names one of
 * `fields`, and returns it otherwise, for the caller to show above the form.
 */
export function fieldErrorOf(
  form: FormInstance,
  fields: readonly string[],
  error: unknown,
): string | null {
  const message = error instanceof Error ? error.message : '操作失败，请稍后再试';
  const field = error instanceof ApiError ? error.field?.split('.')[0] : undefined;
  if (field && fields.includes(field)) {
    form.setFields([{ name: field, errors: [message] }]);
    return null;
  }
  return message;
}
