import { codeKey } from '../../src/shared/colour/coloretto';
import { formatHex, normaliseHex } from '../../src/shared/colour/hex';
import type { Db } from '../db/db';

/**
 * Importer for licensed colour lists (Pantone TCX/TPG …) exported as CSV. The product ships no
 * Pantone data: a customer with a licence imports theirs with `npm run colours:import -- file.csv`,
 * and from then on its codes work everywhere a code is accepted (search, nearest, harmonies, cards).
 *
 * Columns (header names are case-insensitive; extra columns are ignored):
 *   code              required   "18-1664 TCX"
 *   name | name_en    required   "Fiery Red"
 *   name_zh           optional   "火焰红" (defaults to the English name)
 *   hex               or r, g, b "#D01C1F" / 208, 28, 31
 *   system            optional   per row; else --system, else from the code suffix (TCX, TPG)
 * The whole file is checked first; any bad row aborts the import with every problem listed.
 */

export interface ImportColour {
  system: string;
  code: string;
  name_en: string;
  name_zh: string;
  hex: string;
}

export class ImportError extends Error {
  constructor(readonly problems: string[]) {
    super(`Import aborted, ${problems.length} problem(s):\n${problems.join('\n')}`);
  }
}

const SYSTEM = /^[a-z][a-z0-9-]{1,31}$/;
const COLORETTO_CODE = /^cl/;

/** RFC 4180 CSV: quoted fields may hold commas, newlines and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (quoted) throw new ImportError(['The file ends inside a quoted field']);
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

const HEADER_ALIASES: Record<string, string[]> = {
  code: ['code', 'pantone', 'number', '色号'],
  name_en: ['name_en', 'name', 'english', 'english name'],
  name_zh: ['name_zh', 'chinese', 'chinese name', '中文名'],
  hex: ['hex', 'rgbhex', 'color_rgbhex', 'html'],
  r: ['r', 'red'],
  g: ['g', 'green'],
  b: ['b', 'blue'],
  system: ['system'],
};

function systemFromCode(code: string): string | null {
  const suffix = /\b(TCX|TPG|TPX|TSX|C|U)$/i.exec(code.trim())?.[1];
  return suffix ? `pantone-${suffix.toLowerCase()}` : null;
}

/** Rows of a CSV file as colours to import; throws ImportError listing every bad row. */
export function readColourCsv(text: string, defaultSystem?: string): ImportColour[] {
  if (defaultSystem !== undefined && !SYSTEM.test(defaultSystem)) {
    throw new ImportError([`--system "${defaultSystem}": use lower-case letters, digits and -, e.g. pantone-tcx`]);
  }
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new ImportError(['The file is empty']);
  const names = header.map((h) => h.trim().toLowerCase());
  const column = (key: string) => names.findIndex((name) => HEADER_ALIASES[key]!.includes(name));
  const at = Object.fromEntries(Object.keys(HEADER_ALIASES).map((key) => [key, column(key)]));
  const problems: string[] = [];
  if (at.code! < 0) problems.push('Missing column: code');
  if (at.name_en! < 0) problems.push('Missing column: name (or name_en)');
  if (at.hex! < 0 && (at.r! < 0 || at.g! < 0 || at.b! < 0)) problems.push('Missing column: hex (or r, g, b)');
  if (problems.length) throw new ImportError(problems);

  const seen = new Map<string, number>();
  const colours: ImportColour[] = [];
  rows.forEach((cells, index) => {
    const line = index + 2;
    const cell = (key: string) => (at[key]! >= 0 ? (cells[at[key]!] ?? '').trim() : '');
    const code = cell('code');
    const nameEn = cell('name_en');
    let hex: string | null = null;
    if (cell('hex')) hex = normaliseHex(cell('hex'));
    else {
      const channels = ['r', 'g', 'b'].map((k) => Number(cell(k)));
      if (channels.every((v) => Number.isInteger(v) && v >= 0 && v <= 255) && ['r', 'g', 'b'].every((k) => cell(k) !== '')) {
        hex = formatHex({ r: channels[0]!, g: channels[1]!, b: channels[2]! });
      }
    }
    const system = cell('system') || defaultSystem || systemFromCode(code);
    const rowProblems = [
      !code && 'no code',
      code.length > 40 && 'code longer than 40 characters',
      code && COLORETTO_CODE.test(codeKey(code)) && 'codes starting with CL belong to Coloretto',
      code && codeKey(code) === '' && 'code has no letters or digits',
      !nameEn && 'no name',
      !hex && 'colour is not a #RRGGBB / #RGB hex or three 0–255 values',
      !system && 'no system: add a system column, pass --system, or end codes with TCX/TPG',
      system && !SYSTEM.test(system) && `system "${system}" must be lower-case letters, digits and -`,
    ].filter(Boolean);
    const duplicate = code ? seen.get(codeKey(code)) : undefined;
    if (duplicate !== undefined) rowProblems.push(`same code as line ${duplicate}`);
    if (code) seen.set(codeKey(code), line);
    if (rowProblems.length) {
      problems.push(`line ${line}: ${rowProblems.join('; ')}`);
      return;
    }
    colours.push({ system: system!, code, name_en: nameEn, name_zh: cell('name_zh') || nameEn, hex: hex! });
  });
  if (problems.length) throw new ImportError(problems);
  if (colours.length === 0) throw new ImportError(['The file has a header but no colours']);
  return colours;
}

/**
 * Adds or updates the colours in one transaction (by code, letters and digits only). A code
 * already used by another system is never taken over. Returns how many rows were added and updated.
 */
export async function importColours(db: Db, colours: readonly ImportColour[]): Promise<{ added: number; updated: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ inserted: boolean }>(
      `INSERT INTO colour_library (system, code, code_key, name_zh, name_en, hex, lab_l, lab_a, lab_b, sort)
       SELECT v.system, v.code, v.code_key, v.name_zh, v.name_en, v.hex, lab[1], lab[2], lab[3], v.sort
         FROM jsonb_to_recordset($1::jsonb) AS v(system text, code text, code_key text, name_zh text, name_en text, hex text, sort integer)
        CROSS JOIN LATERAL (SELECT colour_hex_to_lab(v.hex) AS lab) converted
       ON CONFLICT (code_key) DO UPDATE SET code = EXCLUDED.code, name_zh = EXCLUDED.name_zh, name_en = EXCLUDED.name_en,
         hex = EXCLUDED.hex, lab_l = EXCLUDED.lab_l, lab_a = EXCLUDED.lab_a, lab_b = EXCLUDED.lab_b, sort = EXCLUDED.sort,
         updated_at = now()
       WHERE colour_library.system = EXCLUDED.system
       RETURNING (xmax = 0) AS inserted`,
      [JSON.stringify(colours.map((c, sort) => ({ ...c, code_key: codeKey(c.code), sort })))],
    );
    if (rows.length !== colours.length) {
      throw new ImportError([`${colours.length - rows.length} code(s) already belong to another colour system; nothing was imported`]);
    }
    const added = rows.filter((row) => row.inserted).length;
    return { added, updated: rows.length - added };
  });
}
