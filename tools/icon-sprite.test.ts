import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { AddOutline, CheckCircleFill } from 'antd-mobile-icons';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { drawingOf, iconModule, importedIcons, spriteOf } from './icon-sprite.ts';

const folder = await mkdtemp(join(tmpdir(), 'icon-sprite-'));
afterAll(() => rm(folder, { recursive: true }));

/** The generated module, loaded with the React the set's own components use. */
async function generated(spriteUrl: string): Promise<Record<string, ComponentType<object>>> {
  const react = pathToFileURL(createRequire(import.meta.url).resolve('react')).href;
  const file = join(folder, 'icons.mjs');
  const drawings = new Map([['AddOutline', drawingOf(AddOutline)]]);
  await writeFile(file, iconModule(drawings, spriteUrl).replace("'react'", `'${react}'`));
  return (await import(pathToFileURL(file).href)) as Record<string, ComponentType<object>>;
}

describe('the icon sprite', () => {
  it('finds the icons imported by name, and refuses an import that does not name them', async () => {
    await writeFile(
      join(folder, 'page.tsx'),
      "import { AddOutline, RightOutline as Next } from 'antd-mobile-icons';\nimport 'antd-mobile-icons';",
    );
    await writeFile(
      join(folder, 'page.test.tsx'),
      "import { UpOutline } from 'antd-mobile-icons';",
    );
    await expect(importedIcons(folder)).resolves.toEqual(new Set(['AddOutline', 'RightOutline']));

    await writeFile(join(folder, 'all.ts'), "import * as icons from 'antd-mobile-icons';");
    await expect(importedIcons(folder)).rejects.toThrow(/by name/);
    await rm(join(folder, 'all.ts'));
  });

  it("keeps each icon's drawing and colour, without layer names or needless decimals", () => {
    const { viewBox, content } = drawingOf(CheckCircleFill);
    expect(viewBox).toBe('0 0 48 48');
    expect(content).toContain('fill="currentColor"');
    expect(content).not.toContain(' id=');
    expect(content).not.toMatch(/\d\.\d{3}/);
    expect(spriteOf(new Map([['CheckCircleFill', { viewBox, content }]]))).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg"><symbol id="CheckCircleFill" viewBox="0 0 48 48">${content}</symbol></svg>`,
    );
  });

  it("draws the set's own <svg> around a use of the symbol, with the caller's props", async () => {
    const { AddOutline: FromSprite } = await generated('/assets/icons-abc.svg');
    const props = { className: 'big', style: { color: 'red' }, 'aria-label': '添加', width: 20 };
    const outer = (markup: string) =>
      markup.slice(0, markup.indexOf('>') + 1).replace(/ xmlns(:xlink)?="[^"]*"/g, '');
    const markup = renderToStaticMarkup(createElement(FromSprite!, props));
    expect(outer(markup)).toBe(outer(renderToStaticMarkup(createElement(AddOutline, props))));
    expect(markup).toContain('<use href="/assets/icons-abc.svg#AddOutline"></use></svg>');
  });
});
