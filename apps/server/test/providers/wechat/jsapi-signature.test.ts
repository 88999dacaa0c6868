import { describe, expect, it } from 'vitest';
import { signJsapi } from '../../../src/providers/wechat/jsapi-signature.ts';

const VECTOR = {
  jsapi_ticket:
    'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
  noncestr: 'Wm3WZYTPz0wzccnW',
  timestamp: 1414587457,
  url: 'http://mp.weixin.qq.com?params=value',
};

describe('signJsapi', () => {
  it('matches the signature WeChat documents for its example', () => {
    expect(signJsapi(VECTOR)).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs the address without its # fragment', () => {
    expect(signJsapi({ ...VECTOR, url: `${VECTOR.url}#/personal?tab=1` })).toBe(
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    );
  });

  it('gives another signature for another address', () => {
    expect(signJsapi({ ...VECTOR, url: 'http://mp.weixin.qq.com?params=other' })).not.toBe(
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    );
  });
});
