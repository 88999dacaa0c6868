import { getRegistrationRule } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { registrationKeys } from './keys.ts';

/** The booking rules, with the registration window the confirm page checks against. */
export const getRule = async () =>
  unwrap(await callEndpoint(getRegistrationRule, {}, { loading: false }));

export const getRuleQueryOptions = () =>
  queryOptions({ queryKey: registrationKeys.rule(), queryFn: getRule });

export const useRule = () => useQuery(getRuleQueryOptions());
