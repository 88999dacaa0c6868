import { getJsapiConfig, getOaConfig } from '@hospital/contract';
import { callEndpoint } from './call-endpoint.ts';

/** The host OAuth settings; sent without a bearer token (spec section 7). */
export const fetchOaConfig = () => callEndpoint(getOaConfig, {}, { loading: false });

/** The JS-SDK signature for `url`, the page address without `#`. */
export const fetchJsapiConfig = (url: string) =>
  callEndpoint(getJsapiConfig, { query: { url } }, { loading: false });
