import { afterEach, describe, expect, it } from 'vitest';
import { showLocale } from '../i18n/index.ts';
import { rewordWheelLabels, wordedWheelLabel } from './wheel-labels.ts';

afterEach(() => showLocale('zh-CN'));

describe('picker wheel labels', () => {
  it('say the selected, previous and next items in the patient’s language', async () => {
    await showLocale('en');
    expect(wordedWheelLabel('当前选择的是：Han')).toBe('Selected: Han');
    expect(wordedWheelLabel('选择上一项：1990')).toBe('Previous: 1990');
    expect(wordedWheelLabel('没有下一项')).toBe('No next item');
    expect(wordedWheelLabel('确定')).toBeUndefined();
  });

  it('renames the wheels drawn in a layer, and again as they turn', async () => {
    await showLocale('en');
    const layer = document.createElement('div');
    document.body.append(layer);
    rewordWheelLabels(layer);
    layer.innerHTML =
      '<div class="adm-picker-view-column-accessible"><div aria-label="没有上一项"></div></div>';
    const button = layer.querySelector('[aria-label]');
    await Promise.resolve();
    expect(button?.getAttribute('aria-label')).toBe('No previous item');

    button?.setAttribute('aria-label', '选择上一项：Mongol');
    await Promise.resolve();
    expect(button?.getAttribute('aria-label')).toBe('Previous: Mongol');
  });
});
