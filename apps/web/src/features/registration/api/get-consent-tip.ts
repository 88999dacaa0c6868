import { registerInformedConsentTipEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { registrationKeys } from './keys.ts';

export const getConsentTip = async () =>
  unwrap(await callEndpoint(registerInformedConsentTipEndpoint, {}, { loading: false }));

export const getConsentTipQueryOptions = () =>
  queryOptions({ queryKey: registrationKeys.consentTip(), queryFn: getConsentTip });

export const useConsentTip = () => useQuery(getConsentTipQueryOptions());
