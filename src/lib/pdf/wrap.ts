/**
 * Line breaking for mixed Chinese and Latin text: a break may fall between any two CJK
 * characters, and after spaces between Latin words; closing punctuation stays with the character
 * before it (no line starts with ，。）). A word wider than the line is cut where it must be.
 */
const CJK = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF\u3000-\u303F]/u;
const NO_LINE_START = /^[，。、；：！？）》」』】〕’”,.;:!?)\]]/u;

/** Breakable pieces: a CJK character (with punctuation that may not start a line), or a word with its spaces. */
export function breakUnits(text: string): string[] {
  const units: string[] = [];
  let word = '';
  for (const char of text) {
    if (NO_LINE_START.test(char) && (units.length > 0 || word)) {
      if (word) word += char;
      else units[units.length - 1] += char;
      continue;
    }
    if (CJK.test(char)) {
      if (word) units.push(word);
      word = '';
      units.push(char);
    } else if (char === ' ') {
      word += char;
      units.push(word);
      word = '';
    } else word += char;
  }
  if (word) units.push(word);
  return units;
}

/** Lines of `text` no wider than `maxWidth` as `widthOf` measures them; explicit newlines kept. */
export function wrapText(text: string, maxWidth: number, widthOf: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const unit of breakUnits(paragraph)) {
      if (widthOf(line + unit.trimEnd()) <= maxWidth || line === '') {
        if (line === '' && widthOf(unit.trimEnd()) > maxWidth) {
          // A single unit too wide for the line: cut it character by character.
          for (const char of unit) {
            if (line !== '' && widthOf(line + char) > maxWidth) {
              lines.push(line);
              line = '';
            }
            line += char;
          }
        } else line += unit;
      } else {
        lines.push(line.trimEnd());
        line = unit;
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
