import type { Page } from 'playwright-core';
import { userAgents } from './browser.ts';

/** WeChat set to English: the host's language the app starts in before anyone chooses. */
export const wechatInEnglish = userAgents.wechatAndroid.replace('Language/zh_CN', 'Language/en');

/**
 * The Chinese a reader of the page meets: visible text, and the names and hints a screen
 * reader speaks. What the hospital's own records say (doctor, department and patient names,
 * news) is marked with its language and skipped.
 */
export function chineseOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const han = /[\u4e00-\u9fff]/;
    const own = (element: Element) => {
      const marked = element.closest('[lang]');
      return (
        marked === null ||
        marked === document.documentElement ||
        !/^zh/i.test(marked.getAttribute('lang') ?? '')
      );
    };
    const found = new Set<string>();
    if (han.test(document.title)) found.add(`title: ${document.title}`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || !han.test(text) || !own(element) || !element.checkVisibility()) continue;
      found.add(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [alt]')) {
      if (!own(element) || !element.checkVisibility()) continue;
      for (const name of ['aria-label', 'placeholder', 'alt']) {
        const value = element.getAttribute(name) ?? '';
        if (han.test(value)) found.add(`${name}: ${value}`);
      }
    }
    return [...found];
  });
}

/** Chooses English in the settings, as a patient would, and waits for the page to switch. */
export async function chooseEnglish(page: Page): Promise<void> {
  await page.goto('/personal/setUp');
  await page.getByTestId('language-row').click();
  await page.locator('.adm-action-sheet-button-item:has([lang="en"])').click();
  await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
}
