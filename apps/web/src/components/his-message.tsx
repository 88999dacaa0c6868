import type { ReactElement } from 'react';
import { Trans } from 'react-i18next';
import { HisText } from './his-text.tsx';

/**
 * A message with the hospital's words inside it: the catalogue wraps them in `<his>` tags,
 * as in `Welcome to <his>{{hospital}}</his>`.
 */
export function HisMessage({
  i18nKey,
  ns,
  values,
}: {
  i18nKey: string;
  ns?: string;
  values: Record<string, unknown>;
}): ReactElement {
  return <Trans i18nKey={i18nKey} ns={ns} values={values} components={{ his: <HisText /> }} />;
}
