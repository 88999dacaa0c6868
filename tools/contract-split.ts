import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import MagicString from 'magic-string';
import { parseSync, transformWithOxc, Visitor, type Plugin } from 'vite';

/** The parts of an endpoint declaration that only the server and the types read. */
const SCHEMA_KEYS = new Set(['params', 'query', 'body', 'responses', 'summary']);
const PART = 'contract-part';
const VALIDATION_LIBRARY = 'zod';

interface Declaration {
  text: string;
  exported: boolean;
  names: string[];
  uses: Set<string>;
}

interface ContractModule {
  /** Import statements, and those not from the validation library. */
  imports: { all: string[]; plain: string[] };
  /** Local name → [module file, imported name], for imports from other contract modules. */
  imported: Map<string, [string, string]>;
  library: Set<string>;
  declarations: Declaration[];
}

/**
 * Keeps the validation library out of the patient app's first page. The app calls an
 * endpoint by its method and path and takes its types from the schemas at compile time;
 * pages that check a form or a link use a few schemas at run time. A bundler places a
 * module in one chunk whole, so a contract module holding both an endpoint the first page
 * calls and a schema a later page checks with would bring the library into the first page.
 * In the app's build each contract module is therefore split in two: what is made with the
 * library (schemas, and whatever uses one, across modules) and the rest (endpoints,
 * constants, plain functions), the module itself re-exporting both. Endpoint declarations
 * lose their schemas first, so they land in the plain part.
 */
export function contractSplit(contractDir: string): Plugin {
  const root = resolve(contractDir);
  const inContract = new RegExp(`^${root}/[^?]*\\.ts(\\?${PART}=(plain|schemas))?$`);
  let schemaNames = new Map<string, Set<string>>();
  return {
    name: 'contract-split',
    apply: 'build',
    async buildStart() {
      schemaNames = await madeWithLibrary(root);
    },
    transform: {
      filter: { id: { include: [inContract] } },
      handler(code, id) {
        const [file = id, query] = id.split('?');
        const part = query ? new URLSearchParams(query).get(PART) : null;
        const module = readModule(withoutEndpointSchemas(code, file), file);
        const madeWith = schemaNames.get(file);
        if (!module || !madeWith || madeWith.size === 0) return null;
        const isSchema = (d: Declaration) => d.names.some((name) => madeWith.has(name));
        const plain = module.declarations.filter((d) => !isSchema(d));
        const schemas = module.declarations.filter(isSchema);
        const names = (list: Declaration[], exportedOnly: boolean) =>
          list.filter((d) => d.exported || !exportedOnly).flatMap((d) => d.names);
        const from = (name: string) => JSON.stringify(`${file}?${PART}=${name}`);
        const exported = (list: Declaration[]) =>
          list.map((d) => (d.exported ? d.text : `export ${d.text}`));
        const plainNames = names(plain, false);
        const lines =
          part === 'plain'
            ? [...module.imports.plain, ...exported(plain)]
            : part === 'schemas'
              ? [
                  ...module.imports.all,
                  plainNames.length > 0
                    ? `import { ${plainNames.join(', ')} } from ${from('plain')};`
                    : '',
                  ...exported(schemas),
                ]
              : [
                  `export { ${names(plain, true).join(', ')} } from ${from('plain')};`,
                  `export { ${names(schemas, true).join(', ')} } from ${from('schemas')};`,
                ];
        // The contract registers nothing: a part none of whose exports is used is left out.
        return { code: lines.join('\n'), map: null, moduleSideEffects: false };
      },
    },
  };
}

/** Each contract module's top-level names made with the validation library. */
async function madeWithLibrary(root: string): Promise<Map<string, Set<string>>> {
  const files = (await readdir(root, { recursive: true }))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('test/'))
    .map((file) => join(root, file));
  const modules = new Map<string, ContractModule>();
  for (const file of files) {
    const { code } = await transformWithOxc(await readFile(file, 'utf8'), file);
    const module = readModule(withoutEndpointSchemas(code, file), file);
    if (module) modules.set(file, module);
  }
  const made = new Map([...modules.keys()].map((file) => [file, new Set<string>()]));
  const usesLibrary = (module: ContractModule, file: string, name: string) => {
    if (module.library.has(name) || made.get(file)?.has(name)) return true;
    const source = module.imported.get(name);
    return source !== undefined && (made.get(source[0])?.has(source[1]) ?? false);
  };
  for (let grew = true; grew;) {
    grew = false;
    for (const [file, module] of modules) {
      for (const declaration of module.declarations) {
        if (declaration.names.some((name) => made.get(file)!.has(name))) continue;
        if ([...declaration.uses].some((name) => usesLibrary(module, file, name))) {
          declaration.names.forEach((name) => made.get(file)!.add(name));
          grew = true;
        }
      }
    }
  }
  return made;
}

function withoutEndpointSchemas(code: string, file: string): string {
  if (!code.includes('defineEndpoint(')) return code;
  const output = new MagicString(code);
  new Visitor({
    CallExpression(call) {
      const [endpoint] = call.arguments;
      if (call.callee.type !== 'Identifier' || call.callee.name !== 'defineEndpoint') return;
      if (endpoint?.type !== 'ObjectExpression') return;
      for (const property of endpoint.properties) {
        if (
          property.type === 'Property' &&
          property.key.type === 'Identifier' &&
          SCHEMA_KEYS.has(property.key.name)
        ) {
          output.remove(
            property.start,
            code[property.end] === ',' ? property.end + 1 : property.end,
          );
        }
      }
    },
  }).visit(parseSync(file, code).program);
  return output.toString();
}

/** Every identifier the node names, keys included: more than it uses, never less. */
function identifiers(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((child) => identifiers(child, found));
  else if (node && typeof node === 'object') {
    const { type, name } = node as { type?: string; name?: string };
    if (type === 'Identifier' && name) found.add(name);
    Object.values(node).forEach((child) => identifiers(child, found));
  }
  return found;
}

/**
 * A module's imports and top-level declarations; undefined for a module of another shape
 * (re-exports, statements run for their effect), which is left whole.
 */
function readModule(code: string, file: string): ContractModule | undefined {
  const module: ContractModule = {
    imports: { all: [], plain: [] },
    imported: new Map(),
    library: new Set(),
    declarations: [],
  };
  for (const statement of parseSync(file, code).program.body) {
    const text = code.slice(statement.start, statement.end);
    if (statement.type === 'ImportDeclaration') {
      module.imports.all.push(text);
      const source = statement.source.value;
      if (source === VALIDATION_LIBRARY) {
        identifiers(statement.specifiers, module.library);
        continue;
      }
      module.imports.plain.push(text);
      if (!source.startsWith('.')) continue;
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportSpecifier') {
          const { imported, local } = specifier;
          const name = imported.type === 'Identifier' ? imported.name : imported.value;
          module.imported.set(local.name, [resolve(dirname(file), source), name]);
        }
      }
      continue;
    }
    const exported = statement.type === 'ExportNamedDeclaration' && statement.source === null;
    const declaration = exported ? statement.declaration : statement;
    let names: string[];
    if (declaration?.type === 'FunctionDeclaration' && declaration.id) {
      names = [declaration.id.name];
    } else if (
      declaration?.type === 'VariableDeclaration' &&
      declaration.declarations.every((d) => d.id.type === 'Identifier')
    ) {
      names = declaration.declarations.map((d) => (d.id as { name: string }).name);
    } else return undefined;
    module.declarations.push({ text, exported, names, uses: identifiers(declaration) });
  }
  return module;
}
