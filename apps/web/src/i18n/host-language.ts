import type { Locale } from '@hospital/contract';

/** WeChat and Alipay name their own display language in the user agent: `Language/zh_CN`. */
const HOST_LANGUAGE = /\bLanguage\/([A-Za-z]+)/;
const IN_APP_HOST = /MicroMessenger|AlipayClient/i;

const localeOf = (language: string): Locale => (/^en\b/i.test(language) ? 'en' : 'zh-CN');

/**
 * The language the patient's phone speaks: the host app's own setting inside WeChat and
 * Alipay, the browser's elsewhere. Anything but English reads the default, Chinese.
 */
export function hostLocale(
  userAgent = navigator.userAgent,
  browserLanguage: string | undefined = navigator.language,
): Locale {
  const hostLanguage = IN_APP_HOST.test(userAgent) ? HOST_LANGUAGE.exec(userAgent)?.[1] : undefined;
  return localeOf(hostLanguage ?? browserLanguage ?? '');
}
