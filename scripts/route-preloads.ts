/**
 * Build step (issue #11): which files each page's first load needs beyond the entry's, so the
 * server can name them in the page's HTML (server/http/page-shell.ts) and a first visit fetches
 * them with the entry instead of one round trip after it: the shown language's messages, and the
 * route's own chunk with the chunks and stylesheets it imports.
 *
 * Routes are code (src/app/feature-routes.tsx spreads each feature's route array), so their paths
 * and lazy imports are read off the sources' syntax: a route object's `path` (or `index`), under
 * its parents' `children`, and the `import()` calls its `lazy` makes, directly or through a
 * function of the same file. A route written some other way is left out (its page loads as
 * before); src/app/route-preloads.test.ts checks the result against the router's own table.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

export interface RouteModules {
  /** The route's full path as the router matches it, without a leading slash ('' is the home page). */
  path: string;
  /** Absolute paths of the modules its `lazy` imports. */
  modules: string[];
}

/** What the server reads: files (site-absolute URLs) by language and by route, in the router's terms. */
export interface RoutePreloads {
  locales: Record<'zh' | 'en', string[]>;
  routes: { path: string; scripts: string[]; styles: string[] }[];
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const ROOT = join(import.meta.dirname, '..');
const FEATURE_ROUTES = join(ROOT, 'src/app/feature-routes.tsx');
/** The route arrays feature-routes.tsx exports: their routes start at the site's root. */
const ROOT_ARRAYS = ['layoutRoutes', 'bareRoutes'];
const CATALOGS = { zh: join(ROOT, 'src/i18n/catalog/zh.ts'), en: join(ROOT, 'src/i18n/catalog/en.ts') };

function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // next candidate
    }
  }
  return undefined;
}

const nameOf = (name: ts.PropertyName) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined);

function property(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const member of object.properties) {
    if (ts.isPropertyAssignment(member) && nameOf(member.name) === name) return member.initializer;
  }
  return undefined;
}

/** One parsed source file and its top-level names: declarations and imports. */
class SourceFile {
  readonly declarations = new Map<string, ts.Node>();
  readonly imports = new Map<string, { file: string; name: string }>();

  constructor(readonly file: string) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    for (const statement of source.statements) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name) && declaration.initializer) this.declarations.set(declaration.name.text, declaration.initializer);
        }
      } else if (ts.isFunctionDeclaration(statement) && statement.name) {
        this.declarations.set(statement.name.text, statement);
      } else if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const target = resolveModule(file, statement.moduleSpecifier.text);
        const bindings = statement.importClause?.namedBindings;
        if (!target || !bindings || !ts.isNamedImports(bindings)) continue;
        for (const element of bindings.elements) this.imports.set(element.name.text, { file: target, name: (element.propertyName ?? element.name).text });
      }
    }
  }

  /** Modules `node` imports with `import()`, following calls of this file's own functions. */
  dynamicImports(node: ts.Node, seen = new Set<ts.Node>()): string[] {
    if (seen.has(node)) return [];
    seen.add(node);
    const found: string[] = [];
    const visit = (child: ts.Node) => {
      if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [argument] = child.arguments;
        const target = argument && ts.isStringLiteralLike(argument) ? resolveModule(this.file, argument.text) : undefined;
        if (target) found.push(target);
      } else if (ts.isPropertyAccessExpression(child) && ts.isIdentifier(child.expression)) {
        // pages.collection(): only that member of a local object of page imports.
        const object = this.declarations.get(child.expression.text);
        const member = object && ts.isObjectLiteralExpression(object) ? property(object, child.name.text) : undefined;
        if (member) return void found.push(...this.dynamicImports(member, seen));
      } else if (ts.isIdentifier(child) && this.declarations.has(child.text)) {
        found.push(...this.dynamicImports(this.declarations.get(child.text)!, seen));
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
    return found;
  }
}

/** The route arrays of the app's sources, with the modules each lazy route imports. */
export function routeModules(featureRoutesFile = FEATURE_ROUTES): RouteModules[] {
  const files = new Map<string, SourceFile>();
  const parse = (file: string) => files.get(file) ?? files.set(file, new SourceFile(file)).get(file)!;
  const routes: RouteModules[] = [];

  /** Routes of an array-valued expression in `source`, their paths under `prefix`. */
  const collect = (source: SourceFile, expression: ts.Expression, prefix: string, inherited: string[] = []): void => {
    if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression)) {
      return collect(source, expression.expression, prefix, inherited);
    }
    if (ts.isArrayLiteralExpression(expression)) {
      for (const element of expression.elements) {
        if (ts.isSpreadElement(element)) collect(source, element.expression, prefix, inherited);
        else if (ts.isObjectLiteralExpression(element)) route(source, element, prefix, inherited);
      }
      return;
    }
    if (ts.isIdentifier(expression)) {
      const local = source.declarations.get(expression.text);
      if (local && ts.isExpression(local)) return collect(source, local, prefix, inherited);
      const imported = source.imports.get(expression.text);
      if (!imported) return;
      const target = parse(imported.file);
      const declared = target.declarations.get(imported.name);
      if (declared && ts.isExpression(declared)) collect(target, declared, prefix, inherited);
      return;
    }
    if (ts.isCallExpression(expression)) {
      // A function of route arrays (withLaterMessages(fabricRoutes)) returns its argument's routes;
      // a feature's function that makes its routes (userCenterRoutes(…)) returns the array its body
      // returns. Routes it is given to place are left out: where they go is the function's business.
      const callee = expression.expression;
      const imported = ts.isIdentifier(callee) ? source.imports.get(callee.text) : undefined;
      const target = imported ? parse(imported.file) : undefined;
      const declared = imported && target?.declarations.get(imported.name);
      if (target && declared && ts.isArrowFunction(declared) && ts.isExpression(declared.body)) {
        return collect(target, declared.body, prefix, inherited);
      }
      const [first] = expression.arguments;
      if (first) collect(source, first, prefix, inherited);
    }
  };

  /** A route's modules are its own and its parents' (a layout route's page renders inside the parent's). */
  const route = (source: SourceFile, object: ts.ObjectLiteralExpression, prefix: string, inherited: string[]) => {
    const path = property(object, 'path');
    const index = property(object, 'index');
    let full: string | undefined;
    if (path && ts.isStringLiteralLike(path)) full = [prefix, path.text].filter(Boolean).join('/');
    else if (!path) full = prefix;
    if (full === undefined) return;
    const lazy = property(object, 'lazy');
    const modules = [...new Set([...inherited, ...(lazy ? source.dynamicImports(lazy) : [])])];
    if (lazy) routes.push({ path: full, modules });
    const children = property(object, 'children');
    if (children && !index) collect(source, children, full, modules);
  };

  const featureRoutes = parse(featureRoutesFile);
  for (const name of ROOT_ARRAYS) {
    const array = featureRoutes.declarations.get(name);
    if (!array || !ts.isExpression(array)) throw new Error(`route preloads: ${featureRoutesFile} has no ${name}`);
    collect(featureRoutes, array, '');
  }
  return routes;
}

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

/** Vite plugin: writes dist/route-preloads.json from the bundle's chunks. */
export function routePreloads(): Plugin {
  return {
    name: 'trendloom:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is typeof output & BundleChunk => output.type === 'chunk') as unknown as BundleChunk[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = (module: string) => chunks.find((chunk) => chunk.moduleIds.includes(module));
      const staticClosure = (start: BundleChunk[]) => {
        const found = new Set<BundleChunk>();
        const visit = (chunk: BundleChunk) => {
          if (found.has(chunk)) return;
          found.add(chunk);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) visit(imported);
          }
        };
        start.forEach(visit);
        return found;
      };
      // index.html names the entry's own files already.
      const loaded = staticClosure(chunks.filter((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html')));
      const url = (file: string) => `/${file}`;
      const filesFor = (modules: string[]) => {
        const needed = [...staticClosure(modules.map(chunkOf).filter((chunk): chunk is BundleChunk => chunk !== undefined))].filter((chunk) => !loaded.has(chunk));
        return {
          scripts: needed.map((chunk) => url(chunk.fileName)),
          styles: [...new Set(needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].map(url),
        };
      };
      const catalog = (file: string) => {
        const chunk = chunkOf(file);
        if (!chunk) throw new Error(`route preloads: no chunk holds ${file}`);
        return filesFor([file]).scripts;
      };
      const preloads: RoutePreloads = {
        locales: { zh: catalog(CATALOGS.zh), en: catalog(CATALOGS.en) },
        // A layout route and its index page share a path: the page's entry (the later) has both.
        routes: [...new Map(routeModules().map((route) => [route.path, route])).values()]
          .map(({ path, modules }) => ({ path, ...filesFor(modules) }))
          .filter((entry) => entry.scripts.length > 0),
      };
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 1)}\n` });
    },
  };
}
