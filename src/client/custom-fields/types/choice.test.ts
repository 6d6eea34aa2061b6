import { describe, expect, it } from 'vitest';
import { customFieldKinds } from '../../../generated/field-kinds';
import { checkOptions, choiceItems, cleanOptions, contrastText, newOption, optionsOf, OPTION_COLORS, toMultiValue, toSingleValue } from './choice';

const options = [
  { cont: '重要', color: '#ff7200', name: '重要' },
  { cont: '普通', color: '#1677ff', name: '普通' },
  { cont: '一般', color: '#52c41a', name: '一般' },
];

describe('choice types', () => {
  it('start new fields with three colour presets (spec 9)', () => {
    for (const type of customFieldKinds.filter((t) => t.widgets.config === 'options')) {
      const opts = optionsOf(type.defaultConfig);
      expect(opts).toHaveLength(3);
      expect(new Set(opts.map((o) => o.color)).size).toBe(3);
    }
  });

  it('need a non-empty option (请输入选项) and distinct options', () => {
    expect(checkOptions([{ cont: ' ', color: '#ff7200' }])).toBe('cf.optionsRequired');
    expect(checkOptions([])).toBe('cf.optionsRequired');
    expect(checkOptions([{ cont: 'A', color: '#ff7200' }, { cont: ' A ', color: '#1677ff' }])).toBe('cf.optionsDuplicate');
    expect(checkOptions(options)).toBeNull();
  });

  it('save options trimmed, without empty rows, the name equal to the text', () => {
    expect(cleanOptions([{ cont: ' 甲 ', color: '#ff7200', name: 'x' }, { cont: '', color: '#1677ff' }])).toEqual([{ cont: '甲', color: '#ff7200', name: '甲' }]);
    expect(cleanOptions([{ cont: '长'.repeat(60), color: '#ff7200' }])[0].cont).toHaveLength(50);
  });

  it('give a new option the next unused colour', () => {
    expect(newOption(options)).toEqual({ cont: '', color: OPTION_COLORS[3], name: '' });
    expect(newOption([])).toMatchObject({ color: OPTION_COLORS[0] });
  });

  it('convert values: single to a string or null, multiple to unique conts in option order', () => {
    expect(toSingleValue('重要')).toBe('重要');
    expect(toSingleValue(['普通'])).toBe('普通');
    expect(toSingleValue('')).toBeNull();
    expect(toSingleValue(undefined)).toBeNull();
    expect(toMultiValue(['一般', '重要', '一般'], options)).toEqual(['重要', '一般']);
    expect(toMultiValue([], options)).toBeNull();
    expect(toMultiValue('普通', options)).toEqual(['普通']);
    expect(toMultiValue(['旧选项', '重要'], options)).toEqual(['重要', '旧选项']);
  });

  it('show values with their option colour; a removed option keeps its text without colour', () => {
    expect(choiceItems(['重要', '旧'], options)).toEqual([
      { cont: '重要', label: '重要', color: '#ff7200' },
      { cont: '旧', label: '旧', color: undefined },
    ]);
    expect(choiceItems(null, options)).toEqual([]);
  });

  it('pick a readable text colour', () => {
    expect(contrastText('#ffffff')).toBe('rgba(0, 0, 0, 0.88)');
    expect(contrastText('#1677ff')).toBe('#fff');
  });
});
