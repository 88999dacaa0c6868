import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseSync, type Plugin } from 'vite';

const ICONS = 'antd-mobile-icons';
/** The components library, whose own components draw icons of the set too. */
const COMPONENTS = 'antd-mobile';
const GENERATED = `\0${ICONS}`;
const SOURCE = /\.(js|jsx|ts|tsx)$/;
const TEST = /\.test\.|\/test\//;
const DECIMAL = /-?\d*\.\d+/g;

const rounded = (number: string) => String(Number(Number(number).toFixed(2)));

/** One icon as the set draws it: its viewBox and what is inside its `<svg>`. */
export interface IconDrawing {
  viewBox: string;
  content: string;
}

/**
 * Keeps the icons' drawings out of the patient app's scripts. Each icon component of the set
 * carries its paths in JavaScript, and the first page draws about thirty of them. In the
 * app's build (and the build of the home drawn on the server) the icon set is replaced by
 * components that draw the same `<svg>` around a `<use>` of one symbol in a sprite file: an
 * image, which the browser caches and never parses as script. The sprite holds every icon
 * imported by the app or by the components library, so the app and the server name the same
 * file whatever part of the app each one builds.
 */
export function iconSprite(appSource: string): Plugin {
  let root = '';
  let base = '';
  let assetsDir = '';
  let emit = false;
  let drawings = new Map<string, IconDrawing>();
  let sprite = '';
  let spriteFile = '';
  return {
    name: 'icon-sprite',
    apply: 'build',
    // Before the resolver, which would find the package itself.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      base = config.base;
      assetsDir = config.build.assetsDir;
      // The server's build names the file; the app's build writes it.
      emit = !config.build.ssr;
    },
    async buildStart() {
      const require = createRequire(join(root, 'package.json'));
      const componentsSource = join(dirname(require.resolve(COMPONENTS)), '..', 'es');
      const names = new Set([
        ...(await importedIcons(appSource)),
        ...(await importedIcons(componentsSource)),
      ]);
      const icons = require(ICONS) as Record<string, ComponentType | undefined>;
      drawings = new Map(
        [...names].sort().map((name) => {
          const icon = icons[name];
          if (!icon) throw new Error(`${ICONS} has no icon ${name}`);
          return [name, drawingOf(icon)];
        }),
      );
      sprite = spriteOf(drawings);
      const hash = createHash('sha256').update(sprite).digest('base64url').slice(0, 8);
      spriteFile = `${assetsDir}/icons-${hash}.svg`;
    },
    resolveId: {
      filter: { id: { include: [new RegExp(`^${ICONS}$`)] } },
      handler: () => GENERATED,
    },
    load: {
      filter: { id: { include: [new RegExp(`^${GENERATED}$`)] } },
      handler: () => ({
        code: iconModule(drawings, `${base}${spriteFile}`),
        moduleSideEffects: false,
      }),
    },
    generateBundle() {
      if (emit) this.emitFile({ type: 'asset', fileName: spriteFile, source: sprite });
    },
  };
}

/** The names imported from the icon set by the source files under a folder. */
export async function importedIcons(folder: string): Promise<Set<string>> {
  const files = (await readdir(folder, { recursive: true })).filter(
    (file) => SOURCE.test(file) && !TEST.test(file),
  );
  const names = new Set<string>();
  for (const file of files) {
    const code = await readFile(join(folder, file), 'utf8');
    if (!code.includes(ICONS)) continue;
    for (const statement of parseSync(file, code).program.body) {
      if (statement.type !== 'ImportDeclaration' || statement.source.value !== ICONS) continue;
      for (const specifier of statement.specifiers) {
        // Only named imports say which icons are used.
        if (specifier.type !== 'ImportSpecifier') {
          throw new Error(`${join(folder, file)}: import the icons of ${ICONS} by name`);
        }
        const { imported } = specifier;
        names.add(imported.type === 'Identifier' ? imported.name : imported.value);
      }
    }
  }
  return names;
}

/**
 * The icon drawn once, with no props. The ids inside are the design tool's layer names,
 * which nothing refers to. The paths' numbers carry up to seven decimals of a 48-unit box;
 * two are a few thousandths of a pixel at any size an icon is drawn, and halve the sprite.
 */
export function drawingOf(icon: ComponentType): IconDrawing {
  const markup = renderToStaticMarkup(createElement(icon));
  const svg = /^<svg([^>]*)>(.*)<\/svg>$/s.exec(markup);
  const viewBox = svg && /\bviewBox="([^"]+)"/.exec(svg[1]!);
  if (!svg || !viewBox) throw new Error(`an icon drew no <svg> with a viewBox: ${markup}`);
  const content = svg[2]!
    .replace(/ id="[^"]*"/g, '')
    .replace(/ d="([^"]*)"/g, (_, path: string) => ` d="${path.replace(DECIMAL, rounded)}"`);
  return { viewBox: viewBox[1]!, content };
}

/** The sprite: one symbol per icon, named as the icon is exported. */
export function spriteOf(drawings: Map<string, IconDrawing>): string {
  const symbols = [...drawings].map(
    ([name, { viewBox, content }]) =>
      `<symbol id="${name}" viewBox="${viewBox}">${content}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

/**
 * The icon set's module in the build. Each component takes the props the set's components
 * take, in the same order: the caller's props may replace the size and the viewBox, and the
 * class name and the style add to the set's own.
 */
export function iconModule(drawings: Map<string, IconDrawing>, spriteUrl: string): string {
  const icons = [...drawings].map(
    ([name, { viewBox }]) =>
      `export const ${name} = /*#__PURE__*/ icon(${JSON.stringify(name)}, ${JSON.stringify(viewBox)});`,
  );
  return `import { createElement } from 'react';
const SPRITE = ${JSON.stringify(spriteUrl)};
function icon(name, viewBox) {
  const href = SPRITE + '#' + name;
  return function Icon(props) {
    return createElement(
      'svg',
      {
        width: '1em',
        height: '1em',
        viewBox,
        ...props,
        style: { verticalAlign: '-0.125em', ...props.style },
        className: ['antd-mobile-icon', props.className].filter(Boolean).join(' '),
      },
      createElement('use', { href }),
    );
  };
}
${icons.join('\n')}
`;
}
