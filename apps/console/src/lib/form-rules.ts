import type { FormRule } from 'antd';

interface Schema {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}

/**
 * An antd form rule from a contract schema: the form checks exactly what the server will,
 * with the contract's own Chinese messages.
 */
export const schemaRule = (schema: Schema): FormRule => ({
  validator: (_, value) => {
    // A field never typed in holds undefined; the contract's message is for an empty one.
    const result = schema.safeParse(value ?? '');
    return result.success
      ? Promise.resolve()
      : Promise.reject(new Error(result.error?.issues[0]?.message ?? '输入不正确'));
  },
});
