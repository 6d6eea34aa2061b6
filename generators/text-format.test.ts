import { describe, expect, it } from 'vitest';
import { withTextFormat } from './text-format';

describe('withTextFormat', () => {
  it('puts the text format on every string schema without a format of its own, however deep', () => {
    const out = withTextFormat({
      type: 'object',
      additionalProperties: false,
      properties: {
        name: { type: 'string', maxLength: 5 },
        note: { type: ['string', 'null'] },
        day: { type: 'string', format: 'date' },
        n: { type: 'integer', minimum: 1, maximum: 2 },
        tags: { type: 'array', items: { type: 'string' } },
        either: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      },
      $defs: { code: { type: 'string', pattern: '^[A-Z]+$' } },
    }) as any;
    expect(out.properties.name).toEqual({ type: 'string', maxLength: 5, format: 'text' });
    expect(out.properties.note.format).toBe('text');
    expect(out.properties.day.format).toBe('date');
    expect(out.properties.n).toEqual({ type: 'integer', minimum: 1, maximum: 2 });
    expect(out.properties.tags.items.format).toBe('text');
    expect(out.properties.either.anyOf[0].format).toBe('text');
    expect(out.$defs.code).toEqual({ type: 'string', pattern: '^[A-Z]+$', format: 'text' });
  });

  it('holds the keys of open maps to text too, unless they have a rule already', () => {
    const out = withTextFormat({
      type: 'object',
      properties: {
        map: { type: 'object', additionalProperties: { type: 'integer', minimum: 0, maximum: 1 } },
        keyed: { type: 'object', propertyNames: { pattern: '^[0-9]+$' }, additionalProperties: {} },
        closed: { type: 'object', additionalProperties: false, properties: {} },
      },
    }) as any;
    expect(out.properties.map.propertyNames).toEqual({ type: 'string', format: 'text' });
    expect(out.properties.keyed.propertyNames).toEqual({ pattern: '^[0-9]+$' });
    expect(out.properties.closed.propertyNames).toBeUndefined();
  });

  it('leaves values that are not schemas alone (enum, const, default, annotations)', () => {
    const schema = { type: 'string', enum: ['a'], default: 'a', 'x-label': { zh: '名', en: 'Name' }, examples: [{ type: 'string' }] };
    expect(withTextFormat(schema)).toEqual({ ...schema, format: 'text' });
  });
});
