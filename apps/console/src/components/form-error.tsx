import { Alert } from 'antd';

/** A refusal that names no field, shown above the form it refused. */
export function FormError({ error }: { error: string | null }) {
  return error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />;
}
