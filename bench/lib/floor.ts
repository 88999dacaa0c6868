import react from '@vitejs/plugin-react';
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { precompress } from '../../tools/precompress.ts';

const NODE_MODULES = fileURLToPath(new URL('../../node_modules', import.meta.url));

/** The smallest React page: what any React app on Vite costs before it draws anything. */
const FILES: Record<string, string> = {
  'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Hello</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
  'src/main.tsx': `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`,
  'src/app.tsx': `export function App() {
  return <h1>Hello world</h1>;
}
`,
};

/**
 * Builds a plain Vite + React "hello world" in a temporary folder with the repository's Vite,
 * React and the same build plugins as the patient app (precompressed copies, manifest), and
 * returns its dist folder: the floor the patient app's first visit is measured against.
 */
export async function buildFloor(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'bench-web-floor-'));
  await mkdir(join(root, 'src'));
  await Promise.all(Object.entries(FILES).map(([name, text]) => writeFile(join(root, name), text)));
  // The generated files import react and react-dom from the repository's install.
  await symlink(NODE_MODULES, join(root, 'node_modules'), 'dir');
  const outDir = join(root, 'dist');
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), precompress()],
    build: { outDir, manifest: true },
  });
  return outDir;
}
