import { jsapiConfigEndpoint, oaConfigEndpoint } from '@hospital/contract';
import { callEndpoint } from './call-endpoint.ts';

/** The host OAuth settings; sent without a bearer token, as they are needed to sign in. */
export const fetchOaConfig = () => callEndpoint(oaConfigEndpoint, {}, { loading: false });

/** The JS-SDK signature for `url`, the page address without `#`. */
export const fetchJsapiConfig = (url: string) =>
  callEndpoint(jsapiConfigEndpoint, { query: { url } }, { loading: false });
