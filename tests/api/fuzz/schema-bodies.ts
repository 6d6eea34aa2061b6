// Bad request bodies derived from a call's request schema (the bundled schemas of src/generated/openapi.json):
// a minimal valid body, then copies of it with one spot made wrong — wrong types, missing and unknown
// fields, NUL and lone surrogates, numbers past their bounds, impossible dates, strings and lists past their
// lengths, deep nesting — plus bodies that are not an object at all. A mutant marked `invalid` is invalid by
// construction (by the schema's own words, or by the rules every request follows: text without NUL or lone
// surrogates, nesting within MAX_JSON_DEPTH), so the server must refuse it.
import { fieldPath } from '../../../src/server/http/validation-message';

type Schema = Record<string, any>;
type Seg = string | number;

export interface Mutant {
  kind: string;
  /** The spot as validation messages write it (items[0].name), '' for the body itself. */
  path: string;
  /** The JSON text sent. */
  raw: string;
  /** Invalid by construction: must be refused (40000, or 41300 when over the body limit). */
  invalid: boolean;
  /** Text the refusal must contain (the field it names, or the depth message). */
  mention: string;
}

// Placeholders replaced in the JSON text by what JSON.stringify cannot write.
const DEEP = (levels: number) => `@@deep:${levels}@@`;
const INFINITE = '@@infinite@@';
const rawText = (body: unknown) =>
  JSON.stringify(body)
    .replace(/"@@deep:(\d+)@@"/g, (_, n) => '['.repeat(Number(n)) + ']'.repeat(Number(n)))
    .replace(/"@@infinite@@"/g, '1e400');

const STRING_SAMPLES = ['a', '1', 'a1', 'abc', 'CN', 'cf:1', '#aabbcc', '01', '010001', '1_1', '13800000000', 'Ab1cdefg', '1.0.0', '00000000-0000-4000-8000-000000000000', ''];
const FORMAT_SAMPLES: Record<string, string> = {
  date: '2024-01-02', 'date-time': '2024-01-02T00:00:00Z', 'date-minute': '2024-01-02', 'id-hash-list': '1', 'id-comma-list': '1',
  email: 'fuzz@example.com', uri: 'https://example.com/',
};
const BAD_DATES: Record<string, string[]> = {
  date: ['2024-13-45', '2024-02-30', '0000-01-01', '2023-02-29'],
  'date-minute': ['2024-13-45', '2024-02-30T10:00', '0000-01-01'],
  'date-time': ['2024-13-45T00:00:00Z', '0000-01-01T00:00:00Z', '2024-02-30T00:00:00Z'],
  'id-hash-list': ['2147483648', '0', '1#99999999999'],
  'id-comma-list': ['2147483648', '0,1', '1,99999999999'],
};
const TYPE_SAMPLES: Array<[string, unknown]> = [['string', 'x'], ['integer', 7], ['number', 1.5], ['boolean', true], ['null', null], ['array', []], ['object', {}]];
const jsonType = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v);
const MAX_DEPTH_OF_SLOTS = 7;

function getAt(value: unknown, segs: Seg[]): unknown {
  let cur: any = value;
  for (const seg of segs) cur = cur && typeof cur === 'object' ? cur[seg] : undefined;
  return cur;
}

export class SchemaBodies {
  constructor(private readonly components: Record<string, Schema>) {}

  /** The schema with its $ref followed (siblings of the $ref kept). */
  resolve(s: Schema): Schema {
    let out = s;
    while (out && typeof out.$ref === 'string') {
      const { $ref, ...rest } = out;
      out = { ...this.components[$ref.split('/').pop()!], ...rest };
    }
    return out ?? {};
  }

  private types(s: Schema): string[] {
    return typeof s.type === 'string' ? [s.type] : Array.isArray(s.type) ? s.type : [];
  }

  /** JSON types the schema accepts, or 'any' when it does not say. */
  allowed(s0: Schema): Set<string> | 'any' {
    const s = this.resolve(s0);
    if ('const' in s) return new Set([jsonType(s.const)]);
    if (Array.isArray(s.enum)) return new Set(s.enum.map(jsonType));
    if (Array.isArray(s.anyOf)) {
      const out = new Set<string>();
      for (const b of s.anyOf) {
        const a = this.allowed(b);
        if (a === 'any') return 'any';
        a.forEach((t) => out.add(t));
      }
      return out;
    }
    const types = this.types(s);
    return types.length ? new Set(types) : 'any';
  }

  private accepts(allowed: Set<string> | 'any', v: unknown): boolean {
    if (allowed === 'any') return true;
    const t = jsonType(v);
    return allowed.has(t) || (t === 'integer' && allowed.has('number'));
  }

  private sampleString(s: Schema): string {
    const pattern = s.pattern ? new RegExp(s.pattern, 'u') : null;
    if (s.format && FORMAT_SAMPLES[s.format] && (!pattern || pattern.test(FORMAT_SAMPLES[s.format]))) return FORMAT_SAMPLES[s.format];
    const min = s.minLength ?? 0;
    const max = s.maxLength ?? Infinity;
    // the last two: a SHA-256 in hex (a pattern of 64 hex digits)
    for (const base of [...STRING_SAMPLES, 'a'.repeat(64), '0'.repeat(64)]) {
      const text = base.length >= min || !base ? base : base + base.slice(-1).repeat(min - base.length);
      if (text.length >= min && text.length <= max && (!pattern || pattern.test(text))) return text;
    }
    return 'a'.repeat(Math.max(min, 1));
  }

  private sampleNumber(s: Schema): number {
    let v = 1;
    if (s.minimum !== undefined && v < s.minimum) v = s.minimum;
    if (s.exclusiveMinimum !== undefined && v <= s.exclusiveMinimum) v = Math.floor(s.exclusiveMinimum) + 1;
    if (s.maximum !== undefined && v > s.maximum) v = s.maximum;
    return v;
  }

  private keyFor(s: Schema): string {
    const pattern = Object.keys(s.patternProperties ?? {})[0] ?? this.resolve(s.propertyNames ?? {}).pattern;
    return pattern ? this.sampleString({ pattern }) : 'k1';
  }

  /** A minimal valid value: required properties only, minimum lengths and counts. */
  valid(s0: Schema, depth = 0): unknown {
    const s = this.resolve(s0);
    if ('const' in s) return s.const;
    if (Array.isArray(s.enum)) return s.enum.find((v: unknown) => v !== null) ?? null;
    if (Array.isArray(s.anyOf)) return this.valid(s.anyOf.find((b: Schema) => !this.types(this.resolve(b)).every((t) => t === 'null')) ?? s.anyOf[0], depth);
    const type = this.types(s).find((t) => t !== 'null') ?? (s.properties ? 'object' : undefined);
    switch (type) {
      case 'object': {
        const out: Record<string, unknown> = {};
        for (const prop of s.required ?? []) out[prop] = this.valid(s.properties?.[prop] ?? {}, depth + 1);
        for (const prop of Object.keys(s.properties ?? {})) if (Object.keys(out).length < (s.minProperties ?? 0)) out[prop] = this.valid(s.properties[prop], depth + 1);
        if (Object.keys(out).length < (s.minProperties ?? 0) && (s.patternProperties || typeof s.additionalProperties === 'object'))
          out[this.keyFor(s)] = this.valid(Object.values(s.patternProperties ?? {})[0] ?? s.additionalProperties, depth + 1);
        return out;
      }
      case 'array': {
        const n = s.minItems ?? 0;
        const items = Array.from({ length: n }, () => this.valid(s.items ?? {}, depth + 1));
        // Distinct items where they must be (numbers counted up).
        return s.uniqueItems ? items.map((v, i) => (typeof v === 'number' ? v + i : v)) : items;
      }
      case 'string':
        return this.sampleString(s);
      case 'integer':
      case 'number':
        return this.sampleNumber(s);
      case 'boolean':
        return false;
      default:
        return null;
    }
  }

  /** The schema of a child (property name or item index) of a value of schema s. */
  private childOf(s0: Schema, seg: Seg): Schema | undefined {
    const s = this.resolve(s0);
    if (Array.isArray(s.anyOf)) {
      for (const b of s.anyOf) {
        const c = this.childOf(b, seg);
        if (c) return c;
      }
      return undefined;
    }
    if (typeof seg === 'number') return s.items;
    if (s.properties?.[seg]) return s.properties[seg];
    for (const [p, sub] of Object.entries(s.patternProperties ?? {})) if (new RegExp(p, 'u').test(seg)) return sub as Schema;
    return typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined;
  }

  /** Every spot of the schema worth breaking: properties, map values and first items, a few levels deep. */
  private slots(s0: Schema, segs: Seg[], seen: string[]): Array<{ segs: Seg[]; schema: Schema }> {
    const ref = typeof s0.$ref === 'string' ? s0.$ref : '';
    if (segs.length > MAX_DEPTH_OF_SLOTS || (ref && seen.filter((r) => r === ref).length >= 2)) return [];
    const nextSeen = ref ? [...seen, ref] : seen;
    const s = this.resolve(s0);
    const out = [{ segs, schema: s }];
    const branches: Schema[] = Array.isArray(s.anyOf) ? s.anyOf.map((b: Schema) => this.resolve(b)) : [s];
    for (const b of branches) {
      for (const [prop, sub] of Object.entries(b.properties ?? {})) out.push(...this.slots(sub as Schema, [...segs, prop], nextSeen));
      if (b.patternProperties || typeof b.additionalProperties === 'object') {
        const key = this.keyFor(b);
        const sub = this.childOf(b, key);
        if (sub) out.push(...this.slots(sub, [...segs, key], nextSeen));
      }
      if (b.items && typeof b.items === 'object') out.push(...this.slots(b.items, [...segs, 0], nextSeen));
    }
    return out;
  }

  /** Before a property is added to an object that may hold only maxProperties, an optional one makes way. */
  private makeRoom(schema: Schema, obj: Record<string, unknown>, seg: Seg) {
    const s = this.resolve(schema);
    if (Array.isArray(obj) || s.maxProperties === undefined || seg in obj) return;
    const optional = Object.keys(obj).filter((k) => !(s.required ?? []).includes(k));
    while (Object.keys(obj).length >= s.maxProperties && optional.length) delete obj[optional.shift()!];
  }

  /** A copy of base with value at segs, intermediate containers created valid. */
  private setAt(root: Schema, base: unknown, segs: Seg[], value: unknown): unknown | undefined {
    const copy = structuredClone(base);
    if (!segs.length) return value;
    let cur: any = copy;
    let schema = root;
    for (let i = 0; i < segs.length; i++) {
      const seg = segs[i];
      if (!cur || typeof cur !== 'object') return undefined;
      const last = i === segs.length - 1;
      this.makeRoom(schema, cur, seg);
      if (last) {
        cur[seg] = value;
        break;
      }
      const child = this.childOf(schema, seg);
      if (!child) return undefined;
      if (cur[seg] === undefined || cur[seg] === null) cur[seg] = this.valid(child);
      cur = cur[seg];
      schema = child;
    }
    return copy;
  }

  /** The mutants of one spot. */
  private spotMutants(root: Schema, base: unknown, segs: Seg[], s: Schema): Mutant[] {
    const out: Mutant[] = [];
    const path = segs.length ? fieldPath('/' + segs.join('/')) : '请求体';
    const put = (kind: string, value: unknown, invalid = true, at: Seg[] = segs, mention = at.length ? fieldPath('/' + at.join('/')) : path) => {
      const body = this.setAt(root, base, at, value);
      if (body !== undefined) out.push({ kind, path, raw: rawText(body), invalid, mention });
    };
    const allowed = this.allowed(s);
    if (segs.length) {
      // Rules every request string and body follows, whatever the schema of the spot.
      put('nul', 'a\u0000b');
      put('surrogate', 'x\ud800y');
      put('low-surrogate', '\udc00');
      put('deep', DEEP(70), true, segs, 'TOO_DEEP');
      put('deeper', DEEP(3000), true, segs, 'TOO_DEEP');
      if (allowed !== 'any') for (const [type, v] of TYPE_SAMPLES) if (!this.accepts(allowed, v)) put(`type:${type}`, v);
    }
    if (Array.isArray(s.anyOf)) return out;
    const types = this.types(s);
    if (Array.isArray(s.enum) || 'const' in s) {
      const options = Array.isArray(s.enum) ? s.enum : [s.const];
      if (this.accepts(allowed, 'x') && !options.includes('zz-not-allowed')) put('enum', 'zz-not-allowed');
      if (this.accepts(allowed, 987654) && !options.includes(987654)) put('enum', 987654);
      return out;
    }
    if (types.includes('integer') || types.includes('number')) {
      if (s.maximum !== undefined) {
        put('above-maximum', s.maximum + (types.includes('integer') ? 1 : Math.max(1, Math.abs(s.maximum))));
        if (s.maximum < 1e20) put('huge', 1e20);
        put('infinite', INFINITE);
      }
      if (s.minimum !== undefined) put('below-minimum', s.minimum - 1);
      if (s.minimum !== undefined && s.minimum > -1e20) put('huge-negative', -1e20);
      if (!types.includes('number')) put('fraction', this.sampleNumber(s) + 0.5);
    }
    if (types.includes('string')) {
      if (s.maxLength !== undefined && s.maxLength <= 300_000) put('too-long', this.sampleString(s).padEnd(s.maxLength + 1, '9'));
      if (s.minLength) put('too-short', '');
      for (const bad of BAD_DATES[s.format] ?? []) put(`bad:${s.format}`, bad);
    }
    if (types.includes('array')) {
      const item = this.valid(s.items ?? {});
      if (s.minItems) put('too-few', []);
      if (s.maxItems !== undefined && s.maxItems <= 2000) put('too-many', Array.from({ length: s.maxItems + 1 }, () => item));
      if (s.uniqueItems && (s.maxItems ?? 2) >= 2) put('duplicate', [item, item]);
    }
    if (types.includes('object') || s.properties) {
      // The spot's object present (as in base, or minimal valid), then one required field taken out.
      const holder = segs.length ? this.setAt(root, base, segs, getAt(base, segs) ?? this.valid(s)) : structuredClone(base);
      // A required field with a default is filled in by the validator (useDefaults): leaving it out is valid.
      for (const prop of (s.required ?? []).filter((p: string) => this.resolve(s.properties?.[p] ?? {}).default === undefined)) {
        const copy = structuredClone(holder);
        const obj = getAt(copy, segs) as Record<string, unknown> | undefined;
        if (!obj || typeof obj !== 'object') continue;
        delete obj[prop];
        out.push({ kind: 'missing', path, raw: rawText(copy), invalid: true, mention: fieldPath('/' + [...segs, prop].join('/')) });
      }
      if (s.additionalProperties === false && !Object.keys(s.patternProperties ?? {}).some((p) => new RegExp(p, 'u').test('zzExtra')))
        put('extra', 1, true, [...segs, 'zzExtra']);
      if (s.patternProperties || typeof s.additionalProperties === 'object') {
        const sub = this.childOf(s, this.keyFor(s)) ?? {};
        // Named as a key of the object (propertyNames) or as a field it does not take (closed pattern maps).
        put('key-nul', this.valid(sub), true, [...segs, 'k\u0000'], segs.length ? fieldPath('/' + segs.join('/')) : '字段名');
      }
    }
    return out;
  }

  /** The valid base body and every mutant of the request schema. */
  mutants(request: Schema): { base: unknown; mutants: Mutant[] } {
    const root = this.resolve(request);
    const base = this.valid(root);
    const body = (kind: string, raw: string, mention = '请求体'): Mutant => ({ kind, path: '', raw, invalid: true, mention });
    const out: Mutant[] = [
      body('null-body', 'null'),
      body('array-body', '[]'),
      body('string-body', '"x"'),
      body('number-body', '7'),
      body('empty-body', ''),
      body('malformed', '{"a":'),
      body('deep-body', '['.repeat(5000) + ']'.repeat(5000), 'TOO_DEEP'),
    ];
    for (const { segs, schema } of this.slots(root, [], [])) out.push(...this.spotMutants(root, base, segs, schema));
    return { base, mutants: out };
  }
}
