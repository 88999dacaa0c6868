import { Form, type FormProps } from 'antd-mobile';
import { announce } from './announce.ts';

/**
 * antd-mobile's Form, whose field errors are also read out when a submit is refused: they appear
 * beside their fields without a live region, and a screen-reader user would hear nothing.
 */
export function CheckedForm({ onFinishFailed, ...props }: FormProps) {
  return (
    <Form
      {...props}
      onFinishFailed={(failure) => {
        const first = failure.errorFields.flatMap((field) => field.errors)[0];
        if (first) announce(first);
        onFinishFailed?.(failure);
      }}
    />
  );
}
