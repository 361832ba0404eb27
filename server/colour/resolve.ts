import { hexToRgb } from '../../src/shared/colour/hex';
import { labToLch, rgbToLab, type Lab } from '../../src/shared/colour/lab';
import type { ResolvedColour } from '../../src/shared/colour/model';
import { classifyColourTerm, ColourTermError } from '../../src/shared/colour/query';
import { STATUS } from '../../src/shared/contract';
import { ApiError } from '../api/registry';
import type { ColourLibrary, LibraryEntry } from './library';

export interface ResolvedTerm {
  resolved: ResolvedColour;
  lab: Lab;
  entry: LibraryEntry | null;
}

export const RESOLVE_MESSAGES = {
  unknownCode: (text: string) => `未找到色号“${text}”；如果输入的是色值，请使用 3 位或 6 位十六进制，如 #C0392B`,
  unknownName: (text: string) => `未找到名为“${text}”的颜色`,
} as const;

/** The most typical colour among name matches: strong chroma at middle lightness ("红" → a true red). */
function mostTypical(entries: LibraryEntry[]): LibraryEntry | undefined {
  const typicality = (entry: LibraryEntry) => {
    const { L, C } = labToLch(entry.lab);
    return C - Math.abs(L - 50);
  };
  return entries.reduce<LibraryEntry | undefined>((best, entry) => (!best || typicality(entry) > typicality(best) ? entry : best), undefined);
}

/** Turns one typed colour (hex, code or name) into a colour, or a 400 with a message a designer can act on. */
export function resolveColourTerm(text: string, library: ColourLibrary, locale: 'zh' | 'en'): ResolvedTerm {
  let term;
  try {
    term = classifyColourTerm(text);
  } catch (error) {
    if (error instanceof ColourTermError) throw new ApiError(STATUS.badRequest, error.message, 400);
    throw error;
  }
  const fromEntry = (entry: LibraryEntry): ResolvedTerm => ({
    resolved: { text: term.text, color_rgbhex: entry.hex, code: entry.code, name: locale === 'en' ? entry.name_en : entry.name_zh },
    lab: entry.lab,
    entry,
  });
  if (term.kind === 'hex') {
    return { resolved: { text: term.text, color_rgbhex: term.hex, code: null, name: null }, lab: rgbToLab(hexToRgb(term.hex)), entry: null };
  }
  if (term.kind === 'code') {
    const entry = library.byCode(term.text) ?? library.byCodePrefix(term.text, 1)[0];
    if (!entry) throw new ApiError(STATUS.badRequest, RESOLVE_MESSAGES.unknownCode(term.text), 400);
    return fromEntry(entry);
  }
  const lower = term.text.toLowerCase();
  const exact = library.entries.find((entry) => entry.name_zh === term.text || entry.name_en.toLowerCase() === lower);
  const entry = exact ?? mostTypical(library.byName(term.text, Number.MAX_SAFE_INTEGER));
  if (!entry) throw new ApiError(STATUS.badRequest, RESOLVE_MESSAGES.unknownName(term.text), 400);
  return fromEntry(entry);
}
