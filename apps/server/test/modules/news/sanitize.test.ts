import { describe, expect, it } from 'vitest';
import { sanitizeNewsHtml } from '../../../src/modules/news/sanitize.ts';

describe('sanitizeNewsHtml', () => {
  it('keeps the structure of an article', () => {
    const html = '<h3>标题</h3><p>段落<strong>重点</strong></p><ul><li>一</li></ul>';
    expect(sanitizeNewsHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers and styles', () => {
    const html =
      '<p onclick="steal()" style="color:red">文字</p><script>alert(1)</script>' +
      '<img src="/media/news/1.svg" onerror="steal()"><iframe src="https://example.com"></iframe>';
    expect(sanitizeNewsHtml(html)).toBe('<p>文字</p><img src="/media/news/1.svg" />');
  });

  it('drops script links and opens web links safely in a new page', () => {
    expect(sanitizeNewsHtml('<a href="javascript:alert(1)">点我</a>')).toBe(
      '<a rel="noopener noreferrer" target="_blank">点我</a>',
    );
    expect(sanitizeNewsHtml('<a href="https://example.com/a">链接</a>')).toBe(
      '<a href="https://example.com/a" rel="noopener noreferrer" target="_blank">链接</a>',
    );
  });
});
