import { describe, expect, it } from 'vitest';
import releases from './releases.json';
import { avatarText, CONFIG_KEYS, configValueProblem } from './config';

describe('notify shared data', () => {
  it('checks a configuration value by its type', () => {
    expect(configValueProblem('hour', '8')).toBeNull();
    expect(configValueProblem('hour', '24')).toMatch(/0 到 23/);
    expect(configValueProblem('hour', '08')).toMatch(/0 到 23/);
    expect(configValueProblem('weekday', '0')).toMatch(/1 到 7/);
    expect(configValueProblem('weekday', '7')).toBeNull();
    expect(configValueProblem('boolean', 'yes')).toMatch(/true 或 false/);
    expect(configValueProblem('text', '  ')).toMatch(/不能为空/);
    expect(configValueProblem('integer', '61', 'codeTtlMinutes')).toMatch(/1 到 60/);
    expect(configValueProblem('integer', '-1')).toMatch(/非负整数/);
    for (const k of CONFIG_KEYS) expect(configValueProblem(k.type, k.value, k.key), k.key).toBeNull();
  });

  it('makes the avatar text from the last two characters of the name', () => {
    expect(avatarText('张小明')).toBe('小明');
    expect(avatarText('李')).toBe('李');
    expect(avatarText(' Admin ')).toBe('in');
  });

  it('ships releases newest first with unique semantic versions', () => {
    const versions = releases.map((r) => r.release);
    expect(new Set(versions).size).toBe(versions.length);
    for (const r of releases) expect(r.release).toMatch(/^\d+\.\d+\.\d+$/);
    const sorted = [...releases].sort((a, b) => b.date.localeCompare(a.date));
    expect(sorted.map((r) => r.release)).toEqual(versions);
  });
});
