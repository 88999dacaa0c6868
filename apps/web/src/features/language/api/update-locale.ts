import { updateLocaleEndpoint, type Locale } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';

export const updateLocale = (locale: Locale) =>
  callEndpoint(updateLocaleEndpoint, { body: { locale } });
