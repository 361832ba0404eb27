import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { csvBlob, toCsv, xlsxBlob } from './table-export';

describe('table export', () => {
  it('writes CSV with quoting, a BOM, and formulas neutralised', async () => {
    expect(toCsv({ header: ['名称', 'n'], rows: [['a,"b"', 1.5], ['=SUM(A1)', -2]] })).toBe('名称,n\r\n"a,""b""",1.5\r\n\'=SUM(A1),-2\r\n');
    const bytes = new Uint8Array(await csvBlob([{ name: 'x', header: ['a'], rows: [[1]] }]).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('writes an xlsx workbook whose sheets hold the rows, numbers as numbers', async () => {
    const blob = await xlsxBlob([
      { name: '品类', header: ['品类', '销售额'], rows: [['连衣裙', 1234.5], ['<T恤> & co', 7]] },
      { name: 'a/b', header: ['x'], rows: [] },
    ]);
    const zip = await JSZip.loadAsync(await blob.arrayBuffer());
    expect(await zip.file('xl/workbook.xml')!.async('string')).toContain('<sheet name="a b" sheetId="2" r:id="rId2"/>');
    const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheet).toContain('<c r="B2"><v>1234.5</v></c>');
    expect(sheet).toContain('<t xml:space="preserve">&lt;T恤&gt; &amp; co</t>');
    expect(sheet).toContain('<c r="A1" t="inlineStr" s="1">');
  });
});
