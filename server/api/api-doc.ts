import { join } from 'node:path';
import ts from 'typescript';
import { z } from 'zod';
import { calls, parseCallParams, type CallDef } from '../../src/shared/contract';
import { REPO_ROOT as ROOT } from '../repo-root';

/**
 * docs/api.md, generated from the contract (issue #12 item 3): every call of POST /api/data with
 * its parameters (zod → JSON Schema), access rule, kind, an example request (derived from the
 * schema and checked against it) and an example answer (derived from the declared result type by
 * the TypeScript checker). Nothing here names a call: a call added to the contract appears when the
 * document is regenerated (`npm run docs:api`); tests/server/api-doc.test.ts fails when they drift.
 */

export const API_DOC_PATH = join(ROOT, 'docs', 'api.md');
const CONTRACT_INDEX = join(ROOT, 'src', 'shared', 'contract', 'index.ts');

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  additionalProperties?: JsonSchema | boolean;
};

const ACCESS_TEXT: Record<CallDef['access'], string> = {
  public: 'public — anyone, guests included',
  login: 'login — a signed-in member (401 请先登录; 1845 when the session was displaced)',
  vip: 'vip — a current VIP (9527 otherwise)',
  channel: 'channel — authority over the `channel` param (9527 otherwise)',
};
const KIND_TEXT: Record<CallDef['kind'], string> = {
  read: 'read — `private, no-cache`; the service worker may keep it in the user\'s offline cache',
  session: 'session — who is signed in; answered by the server only (`no-store`)',
  write: 'write — changes data; never cached (`no-store`)',
};

export function paramsSchemaOf(def: CallDef): JsonSchema {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(def.params, { io: 'input', unrepresentable: 'any' }) as JsonSchema & { $schema?: string };
  // Undeclared keys are dropped, not refused (legacy-tolerant params): the schema says nothing of them.
  return JSON.parse(JSON.stringify(schema), (key, value: unknown) => (key === 'additionalProperties' && value === false ? undefined : value)) as JsonSchema;
}

// ---------------------------------------------------------------------------------------------
// Example requests: the required params, from defaults, well-known names and the schema's rules.

/** Values the portal's own pages send for params of these names (spec §9 ids, demo catalogue). */
const NAME_HINTS: Record<string, unknown> = {
  channel: 20850,
  column: 1011,
  id: 10001,
  ids: '10001,10002',
  words: [71],
  mobile: '13800138000',
  keyword: '红',
  key_words: '连衣裙',
  word: '连衣裙',
  color: '#C8102E',
  colors: ['#C8102E'],
  code: '18-1663',
  name: '春夏主色',
  title: '春夏主色',
  media_id: 'img1',
  folderId: 'folder-0001',
  paletteId: 'palette-0001',
  order_no: 'TL20260101000000ABCDEF12',
  idempotency_key: 'order-request-0001',
  op_id: 'request-0001',
  type: 3,
  kind: 'atlas',
  letter: 'A',
  season: '2026春夏',
  hex: '#4A6FA5',
  cover: '/media/img1/thumb',
};
const TEXT_CANDIDATES = ['10001', 'abcdefgh-0001', '#C8102E', 'a', 'A', 'jpg', 'pic', 'new', '20850,1011', '示例'];

function fits(schema: JsonSchema, value: unknown): boolean {
  if (schema.const !== undefined) return value === schema.const;
  if (schema.enum) return schema.enum.includes(value);
  if (schema.anyOf || schema.oneOf) return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some((branch) => fits(branch, value));
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length === 0) return true;
  if (typeof value === 'string' && types.includes('string')) {
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
    return schema.minLength === undefined || value.length >= schema.minLength;
  }
  if (typeof value === 'number' && (types.includes('number') || (types.includes('integer') && Number.isInteger(value)))) {
    if (schema.minimum !== undefined && value < schema.minimum) return false;
    if (schema.maximum !== undefined && value > schema.maximum) return false;
    return schema.exclusiveMinimum === undefined || value > schema.exclusiveMinimum;
  }
  if (Array.isArray(value) && types.includes('array')) return schema.items === undefined || value.every((entry) => fits(schema.items!, entry));
  if (typeof value === 'object' && value !== null && types.includes('object')) return true;
  return typeof value === 'boolean' && types.includes('boolean');
}

function sampleOfSchema(schema: JsonSchema, name: string): unknown {
  if (schema.default !== undefined) return schema.default;
  const hint = NAME_HINTS[name];
  if (hint !== undefined && fits(schema, hint)) return hint;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (branches.length > 0) {
    // A branch that is a bare constant (list calls' '0' = absent) is the least telling example.
    const branch = branches.find((b) => b.const === undefined && b.type !== 'null') ?? branches[0]!;
    return sampleOfSchema(branch, name);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'string':
      return TEXT_CANDIDATES.find((candidate) => fits(schema, candidate)) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleOfSchema(schema.items ?? {}, name));
    case 'object':
      return sampleObject(schema);
    default:
      return null;
  }
}

function sampleObject(schema: JsonSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of schema.required ?? []) out[key] = sampleOfSchema(schema.properties?.[key] ?? {}, key);
  return out;
}

/**
 * The example request's params: required ones only, valid for the call (checked; null if none
 * could be derived). A text the schema's rules cannot show (a refinement) is retried with the
 * other candidate texts until the call's own parser takes the example.
 */
export function exampleParams(def: CallDef): Record<string, unknown> | null {
  const schema = paramsSchemaOf(def);
  const variants = schema.properties ? [schema] : [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  for (const variant of variants) {
    const example = sampleObject(variant);
    const tried = new Map<string, number>();
    for (let attempt = 0; attempt < 50; attempt++) {
      const parsed = parseCallParams(def, example);
      if (parsed.success) return example;
      const keys = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))];
      let changed = false;
      for (const key of keys) {
        const next = (tried.get(key) ?? -1) + 1;
        const property = variant.properties?.[key];
        const candidate = property ? TEXT_CANDIDATES.slice(next).find((text) => fits(property, text)) : undefined;
        if (candidate === undefined) continue;
        tried.set(key, TEXT_CANDIDATES.indexOf(candidate));
        example[key] = candidate;
        changed = true;
      }
      if (!changed) break;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Example answers: a value of each call's declared result type, built by the TypeScript checker.

interface ResultTypes {
  checker: ts.TypeChecker;
  byCall: Map<string, ts.Type>;
  docs: Map<string, string>;
}

function loadResultTypes(): ResultTypes {
  const program = ts.createProgram([CONTRACT_INDEX], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(CONTRACT_INDEX)!;
  const callsSymbol = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).find((symbol) => symbol.name === 'calls')!;
  const callsType = checker.getTypeOfSymbol(callsSymbol);
  const byCall = new Map<string, ts.Type>();
  const docs = new Map<string, string>();
  for (const property of checker.getPropertiesOfType(callsType)) {
    const defType = checker.getTypeOfSymbol(property);
    const result = defType.getProperty('__result');
    if (result) byCall.set(property.name, checker.getNonNullableType(checker.getTypeOfSymbol(result)));
    const doc = ts.displayPartsToString(property.getDocumentationComment(checker)).trim();
    if (doc) docs.set(property.name, doc);
  }
  return { checker, byCall, docs };
}

function sampleOfType(checker: ts.TypeChecker, type: ts.Type, name: string, depth: number): unknown {
  if (depth > 8) return null;
  if (type.isStringLiteral()) return type.value;
  if (type.isNumberLiteral()) return type.value;
  const flags = type.getFlags();
  if (flags & ts.TypeFlags.BooleanLiteral) return checker.typeToString(type) === 'true';
  if (flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral)) return name === 'msg' ? 'success' : '…';
  if (flags & ts.TypeFlags.Number) return 0;
  if (flags & ts.TypeFlags.Boolean) return true;
  if (flags & ts.TypeFlags.Null) return null;
  if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return null;
  if (type.isUnion()) {
    const options = type.types.filter((option) => !(option.getFlags() & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
    return options.length > 0 ? sampleOfType(checker, options[0]!, name, depth) : null;
  }
  if (checker.isArrayType(type)) {
    const [element] = checker.getTypeArguments(type as ts.TypeReference);
    return element ? [sampleOfType(checker, element, name, depth + 1)] : [];
  }
  if (checker.isTupleType(type)) return checker.getTypeArguments(type as ts.TypeReference).map((t) => sampleOfType(checker, t, name, depth + 1));
  if (flags & ts.TypeFlags.Object || type.isIntersection()) {
    const out: Record<string, unknown> = {};
    const index = type.getStringIndexType() ?? type.getNumberIndexType();
    if (index) out.key = sampleOfType(checker, index, 'key', depth + 1);
    for (const property of checker.getPropertiesOfType(type)) {
      if (property.name.startsWith('__')) continue;
      out[property.name] = sampleOfType(checker, checker.getNonNullableType(checker.getTypeOfSymbol(property)), property.name, depth + 1);
    }
    return out;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------

const code = (value: string) => `\`${value.replaceAll('|', '\\|')}\``;

function typeText(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (branches.length > 0) return branches.map(typeText).join(' \\| ');
  const type = Array.isArray(schema.type) ? schema.type.join(' \\| ') : (schema.type ?? 'any');
  if (type === 'array') return `${typeText(schema.items ?? {})}[]`;
  return type;
}

function rulesText(schema: JsonSchema): string {
  const rules: string[] = [];
  const visit = (s: JsonSchema) => {
    if (s.minimum !== undefined) rules.push(`≥ ${s.minimum}`);
    if (s.exclusiveMinimum !== undefined) rules.push(`> ${s.exclusiveMinimum}`);
    if (s.maximum !== undefined) rules.push(`≤ ${s.maximum}`);
    if (s.minLength !== undefined) rules.push(`at least ${s.minLength} characters`);
    if (s.maxLength !== undefined) rules.push(`at most ${s.maxLength} characters`);
    if (s.minItems !== undefined) rules.push(`at least ${s.minItems} entries`);
    if (s.maxItems !== undefined) rules.push(`at most ${s.maxItems} entries`);
    if (s.pattern !== undefined) rules.push(`matches ${code(s.pattern)}`);
    if (s.items) visit(s.items);
    for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) visit(branch);
  };
  visit(schema);
  return [...new Set(rules)].join('; ');
}

function paramsTable(schema: JsonSchema): string[] {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return ['No parameters of its own (the page context is accepted and ignored).'];
  const required = new Set(schema.required ?? []);
  return [
    '| name | type | required | default | rules |',
    '| --- | --- | --- | --- | --- |',
    ...properties.map(
      ([name, property]) =>
        `| ${code(name)} | ${typeText(property)} | ${required.has(name) ? 'yes' : 'no'} | ${property.default === undefined ? '' : code(JSON.stringify(property.default))} | ${rulesText(property)} |`,
    ),
  ];
}

const json = (value: unknown) => ['```json', JSON.stringify(value, null, 2), '```'];

/** The whole document; deterministic (calls in name order), so it can be compared with the file. */
export function renderApiDoc(): string {
  const types = loadResultTypes();
  const entries = Object.entries(calls as Record<string, CallDef>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const lines: string[] = [
    '# API reference',
    '',
    '<!-- Generated by `npm run docs:api` from src/shared/contract (server/api/api-doc.ts). Do not edit by hand:',
    '     tests/server/api-doc.test.ts fails when this file and the contract differ. -->',
    '',
    'Every data call is a `POST /api/data` with a JSON body `{module, controller, func, params}` (optional `locale`: `zh` or',
    '`en`; the original flags `no_cache`, `v2` and `sep2022` are accepted and ignored). Every answer is an envelope',
    '`{status, data, msg}`: `200` success; `4000` no data (`data: null`, an empty list or object to the client); `400`',
    '`请求参数错误：<field>: <why>`; `401` 请先登录; `404` not found (`接口不存在` for an unknown call); `409` conflict; `429`',
    'too many requests; `500` 后台系统异常！请稍后再试~; `504` timeout (20 s, 60 s for long calls); `1845` the account is in use',
    'on another device; `9527` no permission.',
    '',
    '**Legacy-tolerant parameters.** Numbers may be sent as numbers or numeric strings (`"20850"`), and strings as numbers',
    '(`"type": 1`); keys a call does not declare — the page\'s context such as `channel`, `column`, `subcolumn`, `type`,',
    '`t`, `col`, `p`, `dataSource` — are dropped, never an error. Keys named `__proto__`, `constructor` or `prototype` are',
    'refused at any depth, and every value is still checked against the rules below.',
    '',
    'Writes with an `op_id` parameter (favourites and follows) are applied through the offline sync service: a retry',
    'carrying the same `op_id` is answered as the first time and never applied twice, and the member\'s other devices pull',
    'the change at their next `POST /api/sync`.',
    '',
    `## Calls (${entries.length})`,
    '',
    '| call | access | kind |',
    '| --- | --- | --- |',
    ...entries.map(([name, def]) => `| [${code(name)}](#${name.replaceAll('/', '').toLowerCase()}) | ${def.access} | ${def.kind}${def.noStore ? ', no-store' : ''} |`),
    '',
  ];
  for (const [name, def] of entries) {
    const schema = paramsSchemaOf(def);
    const example = exampleParams(def);
    const result = types.byCall.get(name);
    lines.push(`### ${name}`, '');
    const doc = types.docs.get(name);
    if (doc) lines.push(doc.replace(/\s*\n\s*/g, ' '), '');
    lines.push(
      `- module ${code(def.module)}, controller ${code(def.controller)}, func ${code(def.func)}`,
      `- access: ${ACCESS_TEXT[def.access]}`,
      `- kind: ${KIND_TEXT[def.kind]}${def.noStore ? '; `no-store`: nothing may keep the answer' : ''}`,
    );
    if (def.itemData) lines.push('- item data: what each item shows is decided per viewer by item access (locked cards for content the viewer may not open)');
    if (def.long) lines.push('- long call: 60 s timeout');
    lines.push('', '#### Parameters', '');
    if (schema.oneOf || schema.anyOf) {
      [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].forEach((variant, i) => lines.push(`Variant ${i + 1}:`, '', ...paramsTable(variant), ''));
    } else {
      lines.push(...paramsTable(schema), '');
    }
    lines.push('<details><summary>JSON Schema</summary>', '', ...json(schema), '', '</details>', '', '#### Example request', '');
    lines.push(
      ...(example === null
        ? ['No example could be derived from the schema.']
        : json({ module: def.module, controller: def.controller, func: def.func, params: example })),
      '',
      '#### Example answer',
      '',
    );
    const data = result ? sampleOfType(types.checker, result, 'data', 0) : null;
    lines.push(...json({ status: 200, data, msg: 'success' }), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
