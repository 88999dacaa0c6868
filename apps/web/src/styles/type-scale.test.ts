import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const src = `${import.meta.dirname}/../`;

/**
 * Body-sized text (12-18 px) takes its size from the theme's scale, --adm-font-size-4 to -10,
 * so that senior mode can enlarge every page by changing the scale alone. A fixed size in that
 * range would stay small for the patients who most need it large.
 */
describe('type scale', () => {
  it('sizes body text from the theme variables in every stylesheet', () => {
    const fixed = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css') && !file.endsWith('theme.css'))
      .flatMap((file) =>
        readFileSync(`${src}${file}`, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            /font-size:\s*1[2-8]px/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(fixed).toEqual([]);
  });
});
