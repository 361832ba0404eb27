import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, textLength } from './format';

describe('formatCount', () => {
  it('keeps small Chinese counts as they are', () => {
    expect(formatCount(0, 'zh')).toBe('0');
    expect(formatCount(9999, 'zh')).toBe('9999');
  });

  it('abbreviates to 万 and 亿 with at most one decimal', () => {
    expect(formatCount(10_000, 'zh')).toBe('1万');
    expect(formatCount(12_345, 'zh')).toBe('1.2万');
    expect(formatCount(15_500, 'zh')).toBe('1.6万');
    expect(formatCount(99_940_000, 'zh')).toBe('9994万');
    expect(formatCount(100_000_000, 'zh')).toBe('1亿');
    expect(formatCount(250_000_000, 'zh')).toBe('2.5亿');
  });

  it('never shows 10000万: that is 1亿', () => {
    expect(formatCount(99_995_000, 'zh')).toBe('9999.5万');
    expect(formatCount(99_999_500, 'zh')).toBe('1亿');
    expect(formatCount(99_999_999, 'zh')).toBe('1亿');
  });

  it('uses the en-US number format in English', () => {
    expect(formatCount(1_234_567, 'en')).toBe('1,234,567');
    expect(formatCount(999, 'en')).toBe('999');
  });
});

describe('formatDate', () => {
  it('formats seconds as YYYY/MM/DD in China time', () => {
    // 2024-03-05 16:30 UTC is already 6 March in Beijing.
    expect(formatDate(Date.UTC(2024, 2, 5, 16, 30) / 1000)).toBe('2024/03/06');
    expect(formatDate(Date.UTC(2024, 2, 5, 15, 59) / 1000)).toBe('2024/03/05');
  });

  it('agrees with the time-zone database on every day from 1985 to 2100, around each China midnight', () => {
    const asShanghai = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });
    const expected = (seconds: number) => asShanghai.format(new Date(seconds * 1000)).replaceAll('-', '/');
    const mismatches: string[] = [];
    // 16:00 UTC is midnight in Beijing (and 15:00 UTC in the summers of 1986–1991, when China had summer time).
    for (let day = Date.UTC(1985, 0, 1) / 1000; day < Date.UTC(2100, 0, 1) / 1000; day += 86_400) {
      for (const offset of [14 * 3600, 15 * 3600 - 1, 15 * 3600, 16 * 3600 - 1, 16 * 3600, 17 * 3600]) {
        const seconds = day + offset;
        if (formatDate(seconds) !== expected(seconds)) mismatches.push(`${seconds}: ${formatDate(seconds)} ≠ ${expected(seconds)}`);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('rejects values that are not timestamps', () => {
    expect(() => formatDate(Number.NaN)).toThrow('seconds');
  });
});

describe('textLength', () => {
  it('counts ASCII and half-width characters as 1 and others as 2', () => {
    expect(textLength('abc 123')).toBe(7);
    expect(textLength('潮织')).toBe(4);
    expect(textLength('潮织 Trendloom')).toBe(14);
    expect(textLength('ｱｲ')).toBe(2); // half-width katakana
    expect(textLength('ＡＢ')).toBe(4); // full-width Latin
    expect(textLength('，')).toBe(2);
  });

  it('counts a character outside the BMP once, as 2', () => {
    expect(textLength('👗')).toBe(2);
    expect(textLength('𠀀a')).toBe(3);
  });
});
