import { i18n } from '../i18n/index.ts';

/**
 * antd-mobile's picker wheels name their screen-reader buttons in Chinese whatever the locale
 * (the words are written into the library, not its locale). Wheels draw in the sheet layer:
 * this renames them there, in the patient's language, as they appear and as they turn.
 */
const WORDED: readonly [RegExp, (label: string) => string][] = [
  [/^当前选择的是：(.*)$/s, (label) => i18n.t('wheel.current', { label })],
  [/^当前未选择$/, () => i18n.t('wheel.noneCurrent')],
  [/^选择上一项：(.*)$/s, (label) => i18n.t('wheel.previous', { label })],
  [/^没有上一项$/, () => i18n.t('wheel.noPrevious')],
  [/^选择下一项：(.*)$/s, (label) => i18n.t('wheel.next', { label })],
  [/^没有下一项$/, () => i18n.t('wheel.noNext')],
];

export function wordedWheelLabel(chinese: string): string | undefined {
  for (const [pattern, word] of WORDED) {
    const match = pattern.exec(chinese);
    if (match) return word(match[1] ?? '');
  }
  return undefined;
}

function reword(element: Element) {
  const label = element.getAttribute('aria-label');
  const worded = label && wordedWheelLabel(label);
  if (worded && worded !== label) element.setAttribute('aria-label', worded);
}

export function rewordWheelLabels(layer: HTMLElement): void {
  const rewordAll = (root: ParentNode) =>
    root.querySelectorAll('.adm-picker-view-column-accessible [aria-label]').forEach(reword);
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'attributes') reword(change.target as Element);
      else change.addedNodes.forEach((node) => node instanceof Element && rewordAll(node));
    }
  }).observe(layer, { subtree: true, childList: true, attributeFilter: ['aria-label'] });
}
