import { HostApiError, InvalidCodeError } from '../types.ts';

/** 40029 invalid code, 40163 code already used, 41008 missing code: a verdict on the code. */
const CODE_ERRCODES = new Set([40029, 40163, 41008]);

/** WeChat answers HTTP 200 with `errcode` on failure; turn that into the right error. */
export function checkErrcode(body: Record<string, unknown>, api: string): void {
  const errcode = typeof body.errcode === 'number' ? body.errcode : 0;
  if (errcode === 0) return;
  const errmsg = typeof body.errmsg === 'string' ? body.errmsg : '';
  if (CODE_ERRCODES.has(errcode)) throw new InvalidCodeError(`wechat ${api}: errcode ${errcode}`);
  throw new HostApiError(`wechat ${api}: errcode ${errcode} ${errmsg}`);
}

export function requireString(body: Record<string, unknown>, field: string, api: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') {
    throw new HostApiError(`wechat ${api}: answer lacks ${field}`);
  }
  return value;
}

export function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
