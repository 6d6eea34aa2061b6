import { describe, expect, it } from 'vitest';
import { fieldKindByKey, fieldKinds } from '../../../generated/field-kinds';
import { checkFormSchema } from '../shared/check';
import { toJsonSchema, walk } from '../shared/design';
import { templateDesign, templateKeys } from './templates';

describe('built-in forms as templates', () => {
  it('every built-in form becomes a design that writes a valid designed form', () => {
    expect(templateKeys().length).toBeGreaterThanOrEqual(18);
    for (const key of templateKeys()) {
      const doc = templateDesign(key);
      expect(doc.children.length, key).toBeGreaterThan(0);
      const problems = checkFormSchema(toJsonSchema(doc, (k) => fieldKindByKey[k]), fieldKinds);
      // Keys of built-in forms repeat across blocks (applicantName in two parties): the check names them, and the designer shows them to fix.
      expect(problems.filter((p) => !p.startsWith('字段标识')), key).toEqual([]);
    }
  });

  it('the registration form keeps its fields, labels, choices and required flags', () => {
    const doc = templateDesign('add-brand');
    expect(doc.label.zh).toBe('商标注册申请（副本）');
    const paths = walk(doc.children).map((x) => x.path.join('.'));
    expect(paths).toContain('tmName');
    expect(paths).toContain('applicant.applicantName');
    const markType = walk(doc.children).find((x) => x.node.key === 'markType')!.node as any;
    expect(markType.options.length).toBeGreaterThan(1);
    expect(markType.required).toBe(true);
  });
});
