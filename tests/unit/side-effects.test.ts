import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * package.json's `sideEffects` tells the bundlers (the client's and the server's) that the package's
 * modules run no code when imported, except those it lists: a barrel (src/components/content) then
 * costs a page only what it uses from it (issue #11). A bundler takes that at its word and may drop
 * the top-level statements of an unlisted module — the ECharts registration did go, and every chart
 * stayed empty. So every module that does run code when imported must be listed.
 */
const declared: string[] = (JSON.parse(readFileSync('package.json', 'utf8')) as { sideEffects: string[] }).sideEffects;

/** `sideEffects` globs as bundlers read them: `**` any folders, `*` within a name, paths from the package root. */
function globToRegExp(glob: string): RegExp {
  const pattern = glob
    .replace(/^\.\//, '')
    .split('**/')
    .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
    .join('(?:.*/)?');
  return new RegExp(`^${pattern}$`);
}
const isDeclared = (file: string) => declared.some((glob) => globToRegExp(glob).test(file));

const DECLARATIONS = new Set([
  ts.SyntaxKind.ImportDeclaration,
  ts.SyntaxKind.ExportDeclaration,
  ts.SyntaxKind.ExportAssignment,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.EnumDeclaration,
  ts.SyntaxKind.ModuleDeclaration,
  ts.SyntaxKind.VariableStatement,
]);

const callsSomething = (node: ts.Node): boolean =>
  ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)
    ? true
    : !ts.isFunctionLike(node) && (ts.forEachChild(node, (child) => callsSomething(child) || undefined) ?? false);

/** Why importing this module runs code the bundler could drop, or null. */
function effectOf(file: string, source: string): string | null {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  for (const statement of tree.statements) {
    const line = tree.getLineAndCharacterOfPosition(statement.getStart()).line + 1;
    if (ts.isImportDeclaration(statement) && !statement.importClause) return `line ${line}: imported for its effect`;
    if (!DECLARATIONS.has(statement.kind)) return `line ${line}: runs at import`;
    if (ts.isVariableStatement(statement) && !statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) {
      for (const declaration of statement.declarationList.declarations) {
        // A value made by a call and never read: kept only for what making it did.
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer || !callsSomething(declaration.initializer)) continue;
        if ((source.match(new RegExp(`\\b${declaration.name.text}\\b`, 'g')) ?? []).length === 1) return `line ${line}: ${declaration.name.text} made and never read`;
      }
    }
  }
  return null;
}

const modules = execFileSync('git', ['ls-files', 'src/**/*.ts', 'src/**/*.tsx', 'server/**/*.ts'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && !/\.test\.tsx?$|\.d\.ts$/.test(file));

describe('package.json sideEffects', () => {
  it('lists every module of the app that runs code when it is imported', () => {
    const unlisted = modules.flatMap((file) => {
      const effect = effectOf(file, readFileSync(file, 'utf8'));
      return effect && !isDeclared(file) ? [`${file} (${effect})`] : [];
    });
    expect(unlisted).toEqual([]);
  });

  it('finds such a module: a top-level call, a bare import, a value made and never read', () => {
    expect(effectOf('a.ts', "import { use } from 'lib';\nuse([1]);\n")).toBe('line 2: runs at import');
    expect(effectOf('a.ts', "import './setup';\nexport const a = 1;\n")).toBe('line 1: imported for its effect');
    expect(effectOf('a.ts', 'const channel = new BroadcastChannel("x");\n')).toBe('line 1: channel made and never read');
    expect(effectOf('a.tsx', "import { z } from 'zod';\nexport const schema = z.object({});\nconst table = Object.fromEntries([]);\nexport const read = () => table;\n")).toBeNull();
  });

  it('names only modules that exist', () => {
    const stale = declared.filter((glob) => !glob.includes('*') && !existsSync(glob));
    expect(stale).toEqual([]);
    expect(isDeclared('src/app/theme/static-globals.ts')).toBe(true);
    expect(isDeclared('src/features/list/list.module.css')).toBe(true);
    expect(isDeclared('src/lib/offline/session.ts')).toBe(false);
  });
});
