import { Button, type ButtonProps } from 'antd-mobile';

/** A screen's main action: full width, large and rounded, in the primary colour. */
export function PrimaryButton(props: ButtonProps) {
  return <Button block color="primary" size="large" shape="rounded" {...props} />;
}
