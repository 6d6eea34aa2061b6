import ExcelJS from 'exceljs';
import { crc32, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { detectType, SAMPLE_BYTES } from './detect';

/** A zip of stored (uncompressed) entries: enough for container formats. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBuf = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, data);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
const OLE = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]);
const EXE = Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000', 'hex');

describe('detectType', () => {
  it('knows images and PDF by their content, whatever the name', async () => {
    expect(await detectType(PNG, 'logo.jpg')).toBe('png');
    expect(await detectType(JPEG, 'noname')).toBe('jpeg');
    expect(await detectType(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'), 'x.txt')).toBe('pdf');
  });

  it('tells Office documents apart inside their zip container', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('a').addRow(['x']);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    expect(await detectType(xlsx.subarray(0, SAMPLE_BYTES), 'whatever.bin')).toBe('xlsx');
    const docx = zip({
      '[Content_Types].xml':
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      'word/document.xml': '<w:document/>',
    });
    expect(await detectType(docx, 'letter.bin')).toBe('docx');
    expect(await detectType(zip({ 'a.txt': 'hello' }), 'files.zip')).toBe('zip');
  });

  it('falls back to the name only within a container: a plain zip named .docx, an OLE file named .doc/.xls', async () => {
    expect(await detectType(zip({ 'a.txt': 'hello' }), 'report.docx')).toBe('docx');
    expect(await detectType(OLE, 'old.doc')).toBe('doc');
    expect(await detectType(OLE, 'old.xls')).toBe('xls');
    // An OLE file is also what .msi installers are: no Office name, no upload.
    expect(await detectType(OLE, 'setup.msi')).toBeNull();
    expect(await detectType(OLE, 'setup')).toBeNull();
  });

  it('takes UTF-8 without NUL bytes as text, also when the sample ends inside a character', async () => {
    expect(await detectType(Buffer.from('商标名称,类别\n星河,25\n'), 'marks.xlsx')).toBe('text');
    const cut = Buffer.from('商'.repeat(SAMPLE_BYTES)).subarray(0, SAMPLE_BYTES - 1);
    expect(await detectType(cut, 'long.txt')).toBe('text');
  });

  it('knows gzip data (classification edition files .jsonl.gz) by its content', async () => {
    expect(await detectType(gzipSync(Buffer.from('{"type":"class","code":"25"}\n')), 'ncl14-2027.jsonl.gz')).toBe('gzip');
  });

  it('refuses executables, binary data and nothing at all', async () => {
    expect(await detectType(EXE, 'photo.png')).toBeNull();
    expect(await detectType(Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe]), 'data.txt')).toBeNull();
    expect(await detectType(Buffer.from([0xc3, 0x28, 0x41]), 'bad-utf8.txt')).toBeNull();
    expect(await detectType(Buffer.alloc(0), 'empty.txt')).toBeNull();
  });
});
