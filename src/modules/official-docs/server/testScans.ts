// Test helper (not used by the product).
// "Scanned" official documents for the OCR tests: the lines are drawn in Chinese with a non-embedded CJK font
// (STSong-Light, which poppler substitutes with an installed one such as WenQuanYi), rendered to a JPEG by
// pdftoppm (poppler-utils), and that picture is wrapped in a PDF without a text layer, as a scanner makes it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PDF from its objects (1-based numbers in order); the first is the catalog. Streams may hold binary data. */
function pdfOf(objects: Buffer[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let size = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(size);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(chunk);
    size += chunk.length;
  });
  const tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
    + `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(tail)]);
}

const stream = (dict: string, data: Buffer) => Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')]);

/** One page of Chinese text in a CID font the PDF names but does not embed (UCS-2 codes, Adobe-GB1). */
export function cjkPdf(lines: string[], width = 460, height = 60 + lines.length * 30): Buffer {
  const ucs2 = (l: string) => Buffer.from(l, 'utf16le').swap16().toString('hex').toUpperCase();
  const ops = ['BT', '/F1 18 Tf', '26 TL', `30 ${height - 40} Td`, ...lines.map((l) => `<${ucs2(l)}> Tj T*`), 'ET'].join('\n');
  return pdfOf([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`),
    stream('', Buffer.from(ops)),
    Buffer.from('<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>'),
    Buffer.from('<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R /DW 1000 >>'),
    Buffer.from('<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>'),
  ]);
}

/** The lines as a scanned picture (JPEG, 200 dpi, grey). */
export function scanJpeg(lines: string[]): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'ipms-scan-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), cjkPdf(lines));
    execFileSync('pdftoppm', ['-r', '200', '-gray', '-jpeg', '-singlefile', join(dir, 'in.pdf'), join(dir, 'out')], { stdio: 'ignore' });
    return readFileSync(join(dir, 'out.jpg'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Width, height and colour components of a JPEG from its start-of-frame marker. */
function jpegSize(jpeg: Buffer): { w: number; h: number; components: number } {
  let i = 2;
  while (i < jpeg.length) {
    const marker = jpeg[i + 1]!;
    const len = jpeg.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { h: jpeg.readUInt16BE(i + 5), w: jpeg.readUInt16BE(i + 7), components: jpeg[i + 9]! };
    i += 2 + len;
  }
  throw new Error('not a JPEG');
}

/** A PDF of one scanned page per JPEG and no text layer. */
export function scannedPdf(pages: Buffer[]): Buffer {
  const objects: Buffer[] = [Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'), Buffer.from('')];
  const kids: number[] = [];
  for (const jpeg of pages) {
    const { w, h, components } = jpegSize(jpeg);
    const [pw, ph] = [(w * 72) / 200, (h * 72) / 200];
    const image = objects.push(stream(`/Type /XObject /Subtype /Image /Width ${w} /Height ${h} /ColorSpace /Device${components === 1 ? 'Gray' : 'RGB'} /BitsPerComponent 8 /Filter /DCTDecode`, jpeg));
    const content = objects.push(stream('', Buffer.from(`q ${pw} 0 0 ${ph} 0 0 cm /Im1 Do Q`)));
    kids.push(objects.push(Buffer.from(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pw} ${ph}] /Resources << /XObject << /Im1 ${image} 0 R >> >> /Contents ${content} 0 R >>`)));
  }
  objects[1] = Buffer.from(`<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`);
  return pdfOf(objects);
}
