import { describe, expect, it } from 'vitest';
import { PALETTE_GROUPS, paletteKinds } from './paletteKinds';

describe('designer palette', () => {
  const offered = PALETTE_GROUPS.flatMap((g) => paletteKinds(g));
  it('offers no label twice (the custom-field copies of 单行文本, 多行文本, 单选, 多选 are left out)', () => {
    const labels = offered.map((k) => k.label.zh);
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
    for (const l of ['单行文本', '多行文本', '单选', '多选']) expect(labels).toContain(l);
  });
  it('offers the general kinds, not their custom-field copies', () => {
    const kinds = offered.map((k) => k.kind);
    expect(kinds).toEqual(expect.arrayContaining(['text', 'textarea', 'radio', 'checkbox']));
    for (const k of ['singleLineText', 'multiLineText', 'singleChoice', 'multipleChoice']) expect(kinds).not.toContain(k);
  });
  it('offers a proposal form only the kinds a client fills in without signing in: file uploads, no pickers', () => {
    const kinds = PALETTE_GROUPS.flatMap((g) => paletteKinds(g, true)).map((k) => k.kind);
    expect(kinds).toEqual(expect.arrayContaining(['text', 'select', 'date', 'file']));
    for (const k of ['trademark', 'applicant', 'people', 'goods', 'image']) expect(kinds).not.toContain(k);
    expect(paletteKinds('business', true)).toEqual([]);
  });
});
