import type { CodeExchanger } from '../types.ts';
import { exchangeWechatCode, type WechatCredentials } from './code-exchange.ts';

const JSCODE2SESSION = { path: 'sns/jscode2session', codeParam: 'js_code' } as const;

/** Mini-program sign-in: the wx.login code becomes the openid (and unionid when bound). */
export function createWechatMiniClient(credentials: WechatCredentials): CodeExchanger {
  return {
    async exchangeCode(code) {
      return (await exchangeWechatCode(credentials, JSCODE2SESSION, code, 'wechat_mini')).identity;
    },
  };
}
