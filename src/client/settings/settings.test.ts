// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, SETTINGS_KEY, applySettings, readSettings } from './settings';

const storage = (value: unknown) => ({ getItem: (k: string) => (k === SETTINGS_KEY ? JSON.stringify(value) : null) });

describe('settings', () => {
  it('defaults match spec 1', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({ layout: 'vertical', language: 'zhCn', primaryColor: '#ff7200', dark: false, grey: false, weak: false, collapsed: false });
  });
  it('keeps valid saved values and drops invalid ones', () => {
    const s = readSettings(storage({ dark: true, language: 'en', primaryColor: 'red', layout: 'diagonal', footer: 'no', extra: 1 }));
    expect(s.dark).toBe(true);
    expect(s.language).toBe('en');
    expect(s.primaryColor).toBe('#ff7200');
    expect(s.layout).toBe('vertical');
    expect(s.footer).toBe(true);
    expect('extra' in s).toBe(false);
  });
  it('survives broken JSON', () => {
    expect(readSettings({ getItem: () => '{oops' })).toEqual(DEFAULT_SETTINGS);
  });
  it('applies classes, language and colour to <html>', () => {
    const root = document.createElement('html');
    applySettings({ ...DEFAULT_SETTINGS, dark: true, grey: true, language: 'en', primaryColor: '#1677ff' }, root);
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.classList.contains('grey-mode')).toBe(true);
    expect(root.classList.contains('weak-mode')).toBe(false);
    expect(root.lang).toBe('en');
    expect(root.style.getPropertyValue('--ipms-primary')).toBe('#1677ff');
  });
  it('the pre-paint script in index.html reads the same key and classes', async () => {
    const { readFileSync } = await import('node:fs');
    const html = readFileSync(`${process.cwd()}/index.html`, 'utf8');
    for (const needle of [SETTINGS_KEY, "'dark'", "'grey-mode'", "'weak-mode'", '--ipms-primary']) expect(html).toContain(needle);
  });
});
