/**
 * Splits a pasted goods list into names: one per line or between semicolons; numbering and bullets are
 * dropped; duplicates once. 、 and ， stay: they occur inside names. Used by the goods picker and the server's
 * name matching alike.
 */
export function splitPastedNames(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(/[\r\n;；]+/)) {
    const name = part.replace(/^\s*(\d+[.、)]|[-•·])\s*/, '').trim();
    if (name && !seen.has(name)) {
      seen.add(name);
      out.push(name);
    }
  }
  return out;
}
