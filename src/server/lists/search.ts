// Text search that an index can answer for any term length. pg_trgm needs 3 characters, but Chinese names
// are mostly 2-4, so each searchable field stores its unigrams and bigrams, and those of its full pinyin and
// initials, prefixed with the field's position in the entity's x-search-grams list ("0华", "0华为", "0hu").
// A term's grams must all be present (GIN @>), then the candidates are rechecked for adjacency with LIKE.
import { pinyin } from 'pinyin-pro';

/** The form grams are built from: NFKC, lower case, no white space ("Apple Inc" and "apple  inc" both "appleinc"). */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/** A term as typed for a LIKE on the stored value: NFKC, lower case, trimmed, runs of white space as one space. */
export function spacedTerm(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');
}

function grams(chars: string[], prefix: string, into: Set<string>) {
  for (let i = 0; i < chars.length; i++) {
    into.add(prefix + chars[i]);
    if (i + 1 < chars.length) into.add(prefix + chars[i] + chars[i + 1]);
  }
}

const HAN = /\p{Script=Han}/u;

/** The normalised pinyin syllables of a text (non-Chinese runs kept whole); null when it has no Chinese. */
export function pinyinSyllables(text: string): string[] | null {
  if (!HAN.test(text)) return null;
  return pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true }).map((s) => normalize(s));
}

const formsOf = (syllables: readonly string[]) => ({ full: syllables.join(''), initials: syllables.map((s) => s.charAt(0)).join('') });

export function pinyinForms(text: string): { full: string; initials: string } | null {
  const syllables = pinyinSyllables(text);
  return syllables ? formsOf(syllables) : null;
}

/**
 * search_grams and search_text for the values of an entity's x-search-grams fields, in that order. `syllables`
 * may give a value's pinyinSyllables when they are already known (bulk loads of reference data skip the
 * pinyin conversion, the slow part); the result is the same.
 */
export function searchColumns(
  values: Array<string | null | undefined>,
  syllables?: ReadonlyArray<readonly string[] | null | undefined>,
): { grams: string[]; text: string } {
  const set = new Set<string>();
  const texts: string[] = [];
  values.forEach((value, i) => {
    if (!value) return;
    const norm = normalize(value);
    grams(Array.from(norm), String(i), set);
    const known = syllables?.[i];
    const py = known !== undefined ? (known && HAN.test(norm) ? formsOf(known) : null) : pinyinForms(norm);
    if (py) {
      grams(Array.from(py.full), String(i), set);
      grams(Array.from(py.initials), String(i), set);
      texts.push(py.full, py.initials);
    }
  });
  return { grams: [...set].sort(), text: texts.join(' ') };
}

/** The grams a term needs: itself when one character, else its bigrams. Empty when the term is empty. */
export function termGrams(fieldIndex: number, term: string): string[] {
  const chars = Array.from(normalize(term));
  if (chars.length === 0) return [];
  if (chars.length === 1) return [fieldIndex + chars[0]];
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) out.add(fieldIndex + chars[i] + chars[i + 1]);
  return [...out];
}

/** A LIKE pattern matching the term anywhere, with %, _ and \ escaped. */
export function containsPattern(term: string): string {
  return '%' + term.replace(/[\\%_]/g, (c) => '\\' + c) + '%';
}
