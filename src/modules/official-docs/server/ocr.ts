// OCR of scanned official documents (issue 12): images and image-only PDF pages read by Tesseract with its
// Chinese model (Debian: tesseract-ocr, tesseract-ocr-chi-sim; PDF pages rendered by poppler-utils' pdftoppm),
// each run as a child process with a timeout. Without them the product still works: OCR answers no text and
// recognition falls back to the file name.
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Per page: a scanned A4 page at 200 dpi takes Tesseract a few seconds on one core. */
const OCR_TIMEOUT_MS = 60_000;
const RENDER_TIMEOUT_MS = 30_000;
/** The type, number and dates of an official document are on its first pages; later ones are not read. */
export const OCR_MAX_PAGES = 3;
const LANGS = 'chi_sim+eng';

let tools: Promise<{ tesseract: boolean; pdftoppm: boolean }> | null = null;

const runs = (cmd: string, args: string[]) =>
  new Promise<string | null>((resolve) => execFile(cmd, args, { timeout: 10_000 }, (err, out, errOut) => resolve(err ? null : `${out}${errOut}`)));

/** Which tools this machine has (checked once): Tesseract with the chi_sim model, pdftoppm. */
export function ocrTools() {
  tools ??= (async () => {
    const langs = await runs('tesseract', ['--list-langs']);
    const pdftoppm = await runs('pdftoppm', ['-v']);
    return { tesseract: !!langs && /\bchi_sim\b/.test(langs), pdftoppm: pdftoppm !== null };
  })();
  return tools;
}

const CJK_OR_DIGIT = '[\\u3000-\\u303f\\u4e00-\\u9fff\\uff00-\\uffef0-9]';
const SPACED = new RegExp(`(?<=${CJK_OR_DIGIT})[ \\t]+(?=${CJK_OR_DIGIT})`, 'g');

/**
 * Tesseract puts spaces between Chinese characters and digits ("2 0 2 6 年0 3 月"); the recogniser matches
 * catalogue names and numbers without them. Spaces between Latin words stay.
 */
export function joinCjk(text: string): string {
  return text.replace(SPACED, '');
}

function tesseract(image: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    // one thread: uploads run side by side on a small server
    const child = spawn('tesseract', ['stdin', 'stdout', '-l', LANGS, '--psm', '3'], { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, OMP_THREAD_LIMIT: '1' } });
    const out: Buffer[] = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), OCR_TIMEOUT_MS);
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.resume();
    child.on('error', (e) => (clearTimeout(timer), reject(e)));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(signal ? `tesseract stopped after ${OCR_TIMEOUT_MS} ms` : `tesseract exited with ${code}`));
    });
    child.stdin.on('error', () => undefined); // a child that died early closes its stdin
    child.stdin.end(image);
  });
}

/** Text of an image (jpeg, png); empty without Tesseract or when it fails. */
export async function ocrImage(image: Buffer): Promise<string> {
  if (!(await ocrTools()).tesseract) return '';
  try {
    return joinCjk(await tesseract(image));
  } catch {
    return '';
  }
}

/** Text of a PDF without a text layer: its first pages rendered (pdftoppm, 200 dpi, grey) and read one by one. */
export async function ocrPdf(pdf: Buffer, pages: number): Promise<string> {
  const have = await ocrTools();
  if (!have.tesseract || !have.pdftoppm) return '';
  const dir = await mkdtemp(join(tmpdir(), 'ipms-ocr-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    const last = Math.max(1, Math.min(pages || 1, OCR_MAX_PAGES));
    const rendered = await new Promise<boolean>((resolve) =>
      execFile('pdftoppm', ['-r', '200', '-gray', '-png', '-f', '1', '-l', String(last), join(dir, 'in.pdf'), join(dir, 'p')], { timeout: RENDER_TIMEOUT_MS * last }, (err) => resolve(!err)),
    );
    if (!rendered) return '';
    const images = (await readdir(dir)).filter((f) => f.startsWith('p') && f.endsWith('.png')).sort();
    const texts: string[] = [];
    for (const f of images) texts.push(await ocrImage(await readFile(join(dir, f))));
    return texts.join('\n');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
