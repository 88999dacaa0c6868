import { captchaEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';

export const getCaptcha = async () =>
  unwrap(await callEndpoint(captchaEndpoint, {}, { loading: false }));

/** Each captcha answers once, so it is never reused from the cache. */
export const getCaptchaQueryOptions = () =>
  queryOptions({ queryKey: ['captcha'], queryFn: getCaptcha, staleTime: 0, gcTime: 0 });

export const useCaptcha = (enabled: boolean) => useQuery({ ...getCaptchaQueryOptions(), enabled });
