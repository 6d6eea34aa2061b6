import { describe, expect, it } from 'vitest';
import { addRow, BATCH_DIALOG_WIDTH, choicesFor, firstRows, removeRow, setRowField, setRowValue, toBatchData } from './batchEditModel';
import { def } from './testDefs';

const fields = [def(1, 1, { fieldTitle: '备注' }), def(2, 3, { fieldTitle: '等级' }), def(3, 7, { fieldTitle: '预算', isRequire: 1 })];

describe('batch edit model', () => {
  it('is 580 wide and starts with one empty row', () => {
    expect(BATCH_DIALOG_WIDTH).toBe(580);
    expect(firstRows()).toEqual([{ key: 1, value: null }]);
  });

  it('needs a field in every row (请先选择所有要修改的字段)', () => {
    let rows = addRow(setRowField(firstRows(), 1, 1), fields.length);
    expect(toBatchData(rows, fields, 'zh')).toEqual({ ok: false, warning: 'cf.batch.fieldMissing' });
    rows = removeRow(rows, 2);
    rows = setRowValue(rows, 1, ' 跟进 ');
    expect(toBatchData(rows, fields, 'zh')).toEqual({ ok: true, data: { 备注: '跟进' } });
  });

  it('offers each field once', () => {
    let rows = setRowField(firstRows(), 1, 2);
    rows = addRow(rows, fields.length);
    expect(choicesFor(rows, 2, fields).map((f) => f.id)).toEqual([1, 3]);
    expect(choicesFor(rows, 1, fields).map((f) => f.id)).toEqual([1, 2, 3]);
    rows = addRow(addRow(rows, fields.length), fields.length);
    expect(rows).toHaveLength(3); // no more rows than fields
  });

  it('converts values like a cell edit and refuses an empty required one', () => {
    let rows = setRowValue(setRowField(firstRows(), 1, 3), 1, '');
    expect(toBatchData(rows, fields, 'zh')).toEqual({ ok: false, warning: 'cf.requiredValue', vars: { title: '预算' } });
    rows = setRowValue(rows, 1, '1,234.6');
    rows = addRow(rows, fields.length);
    rows = setRowValue(setRowField(rows, 2, 2), 2, '乙');
    expect(toBatchData(rows, fields, 'zh')).toEqual({ ok: true, data: { 预算: 1235, 等级: '乙' } });
  });

  it('clears a row value when its field changes', () => {
    const rows = setRowField(setRowValue(setRowField(firstRows(), 1, 1), 1, 'x'), 1, 2);
    expect(rows[0]).toEqual({ key: 1, fieldId: 2, value: null });
    expect(removeRow(rows, 1)).toEqual(firstRows());
  });
});
