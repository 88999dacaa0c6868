import { MIN_ADDRESS_TOKEN_LENGTH } from '../lib/constants.ts';

/** A query parameter of the address: zhifubaoToken, loginDevice, path or the host's code. */
export const queryParam = (name: string): string | null =>
  new URLSearchParams(window.location.search).get(name);

/** A token passed in the address counts only when longer than 10 characters. */
export function isValidAddressToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && token.length > MIN_ADDRESS_TOKEN_LENGTH;
}

export const addressZhifubaoToken = (): string | null => {
  const token = queryParam('zhifubaoToken');
  return isValidAddressToken(token) ? token : null;
};
