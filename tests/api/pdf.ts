// Tiny PDFs with a text layer for the recognition tests: each distinct character gets a one-byte code of a simple
// font, and a ToUnicode map gives it back as Unicode (so Chinese text is extractable without embedding a font).
export function textPdf(pages: string[][]): Buffer {
  const chars = [...new Set(pages.flat().join(''))];
  if (chars.length > 200) throw new Error('too many distinct characters for one simple font');
  const code = new Map(chars.map((c, i) => [c, i + 0x21]));
  const hex = (n: number, w: number) => n.toString(16).toUpperCase().padStart(w, '0');
  const utf16 = (c: string) => [...Buffer.from(c, 'utf16le').swap16()].map((b) => hex(b, 2)).join('');
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def /CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <00> <FF> endcodespacerange',
    `${chars.length} beginbfchar`,
    ...chars.map((c) => `<${hex(code.get(c)!, 2)}> <${utf16(c)}>`),
    'endbfchar endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1; // object number (1-based)
  const catalog = add('<< /Type /Catalog /Pages 2 0 R >>');
  const pagesObj = add('PAGES');
  const tounicode = add(`<< /Length ${Buffer.byteLength(cmap)} >>\nstream\n${cmap}\nendstream`);
  const widths = Array.from({ length: 256 - 0x21 }, () => 1000).join(' ');
  const font = add(`<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /FirstChar 33 /LastChar 255 /Widths [${widths}] /ToUnicode ${tounicode} 0 R >>`);
  const kids: number[] = [];
  for (const lines of pages) {
    const ops = ['BT', '/F1 12 Tf', '14 TL', '50 780 Td', ...lines.map((l) => `<${[...l].map((c) => hex(code.get(c)!, 2)).join('')}> Tj T*`), 'ET'].join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(ops)} >>\nstream\n${ops}\nendstream`);
    kids.push(add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`));
  }
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
