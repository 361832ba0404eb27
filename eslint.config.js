import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { dirname, relative, resolve, sep } from 'node:path';

const FEATURES_DIR = resolve('src/features');

/** The feature folder a path lies in, or null outside src/features. */
function featureOf(path) {
  const rel = relative(FEATURES_DIR, path);
  if (rel.startsWith('..')) return null;
  return rel.split(sep)[0] ?? null;
}

const noCrossFeatureImports = {
  meta: { type: 'problem', messages: { cross: 'Feature "{{from}}" imports from feature "{{to}}": move the shared code below src/features.' } },
  create(context) {
    const from = featureOf(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(resolve(dirname(context.filename), source));
      if (from && to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'data', 'node_modules', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Features never import from each other (bulletproof-react); shared code lives below features.
    files: ['src/features/**'],
    plugins: { trendloom: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'trendloom/no-cross-feature-imports': 'error' },
  },
);
