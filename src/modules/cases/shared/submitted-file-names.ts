// Spec 5: files submitted abroad are named 文件类型_申请号_国家, without the country when the files serve several
// countries. The detail page downloads each file under that name; pure, so the rule is unit-tested in one place. The
// kinds of file are the fileType enum of schemas/case-forms/_blocks/official-submit-files.json.

export interface SubmittedFile { fileType?: string | null; country?: string | null; fileName: string }

// Characters Windows, macOS or a zip tool refuse in a file name, and control characters.
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f]/g;
const clean = (s: string | null | undefined) => (s ?? '').replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();

/** The extension of an original name, with its dot (".pdf"), or "" when it has none. */
export function extensionOf(fileName: string): string {
  const m = /\.([A-Za-z0-9]{1,8})$/.exec(fileName.trim());
  return m ? `.${m[1].toLowerCase()}` : '';
}

/**
 * The download names of a case's submitted files in order: 文件类型_申请号_国家.ext (segments that are unknown are
 * left out: no type chosen, no application number yet, or files for several countries), a number appended when two
 * files would get the same name, and the original name (trimmed) when neither type nor number is known.
 */
export function submittedFileNames(files: SubmittedFile[], appNo: string | null | undefined): string[] {
  const used = new Map<string, number>();
  return files.map((f) => {
    const parts = [clean(f.fileType), clean(appNo), clean(f.country)].filter(Boolean);
    const base = clean(f.fileType) || clean(appNo) ? parts.join('_') : clean(f.fileName.trim().replace(/\.[A-Za-z0-9]{1,8}$/, '')) || '文件';
    const ext = extensionOf(f.fileName);
    const key = `${base}${ext}`.toLowerCase();
    const n = (used.get(key) ?? 0) + 1;
    used.set(key, n);
    return n === 1 ? `${base}${ext}` : `${base}_${n}${ext}`;
  });
}
