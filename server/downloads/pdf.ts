/**
 * A minimal, valid PDF 1.4 of one page showing one JPEG (DCTDecode: the JPEG bytes go in as
 * they are, no re-encoding). Objects: catalog, page tree, page, image, content stream, info.
 */

/** A4's long side in points: the picture is scaled so its long side fills it. */
const PAGE_LONG_SIDE = 842;

export interface PdfImage {
  jpeg: Buffer;
  width: number;
  height: number;
  /** 1 grey, 3 RGB, 4 CMYK (Adobe-inverted, as libjpeg writes it). */
  components: 1 | 3 | 4;
}

export function jpegToPdf(image: PdfImage, title: string): Buffer {
  const scale = PAGE_LONG_SIDE / Math.max(image.width, image.height);
  const pageWidth = round(image.width * scale);
  const pageHeight = round(image.height * scale);
  const colourSpace = image.components === 1 ? '/DeviceGray' : image.components === 4 ? '/DeviceCMYK /Decode [1 0 1 0 1 0 1 0]' : '/DeviceRGB';
  const content = Buffer.from(`q ${pageWidth} 0 0 ${pageHeight} 0 0 cm /Im0 Do Q\n`, 'latin1');

  const objects: Buffer[] = [
    text('<< /Type /Catalog /Pages 2 0 R >>'),
    text('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    text(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /Resources << /XObject << /Im0 4 0 R >> /ProcSet [/PDF /ImageC] >> /Contents 5 0 R >>`),
    stream(`/Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace ${colourSpace} /BitsPerComponent 8 /Filter /DCTDecode`, image.jpeg),
    stream('', content),
    text(`<< /Title ${pdfTextString(title)} /Producer (Trendloom) >>`),
  ];

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const object = Buffer.concat([text(`${index + 1} 0 obj\n`), body, text('\nendobj\n')]);
    parts.push(object);
    offset += object.length;
  });
  // Each xref entry is exactly 20 bytes: "nnnnnnnnnn ggggg n" plus space and newline.
  const entries = ['0000000000 65535 f \n', ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(
    text(`xref\n0 ${objects.length + 1}\n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${offset}\n%%EOF\n`),
  );
  return Buffer.concat(parts);
}

const round = (n: number) => Math.round(n * 100) / 100;
const text = (value: string) => Buffer.from(value, 'latin1');

function stream(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([text(`<< ${dictionary} /Length ${data.length} >>\nstream\n`), data, text('\nendstream')]);
}

/** A PDF text string in UTF-16BE with a byte-order mark, written as hex: safe for any title. */
function pdfTextString(value: string): string {
  const utf16 = Buffer.from(value, 'utf16le').swap16();
  return `<FEFF${utf16.toString('hex').toUpperCase()}>`;
}
