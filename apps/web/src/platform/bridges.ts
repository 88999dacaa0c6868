/** The parts of each host's JavaScript bridge we use; hosts inject them on `window`. */
export interface WxConfig {
  debug: boolean;
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
  openTagList: string[];
}

export interface WxSdk {
  config(config: WxConfig): void;
  ready(callback: () => void): void;
  error(callback: (result: { errMsg: string }) => void): void;
  miniProgram: {
    postMessage(message: { data: unknown }): void;
    navigateBack(options?: object): void;
  };
}

export interface AlipayWebView {
  postMessage(message: unknown): void;
}

interface HostBridge {
  call(name: string, ...args: unknown[]): void;
}

declare global {
  interface Window {
    wx?: WxSdk;
    my?: AlipayWebView;
    AlipayJSBridge?: HostBridge;
  }
}

/** The WeChat in-app browser's bridge; the JS-SDK's own typings declare it loosely. */
const weixinBridge = (): HostBridge | undefined => window.WeixinJSBridge as HostBridge | undefined;

/** The WeChat JS-SDK: the host's copy when injected, otherwise the npm build, loaded on first use. */
export async function loadWx(): Promise<WxSdk> {
  if (window.wx) return window.wx;
  const module = (await import('weixin-js-sdk')) as unknown as { default: WxSdk };
  return module.default;
}

/** Closes the page in whichever host holds it. */
export function closeHostWindow(): void {
  const weixin = weixinBridge();
  if (weixin) weixin.call('closeWindow');
  else if (window.AlipayJSBridge) window.AlipayJSBridge.call('closeWebview');
  else window.close();
}
