// Global display settings of spec 1, kept on the device (localStorage) and applied to <html> before first
// paint by the inline script in index.html (same key and class names).
import { useSyncExternalStore } from 'react';

export type LayoutMode = 'vertical' | 'horizontal';
export type Language = 'zhCn' | 'en';

export interface Settings {
  layout: LayoutMode;
  language: Language;
  primaryColor: string;
  dark: boolean;
  grey: boolean;
  weak: boolean;
  invertSidebar: boolean;
  invertHeader: boolean;
  collapsed: boolean;
  breadcrumb: boolean;
  tagsView: boolean;
  footer: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  layout: 'vertical',
  language: 'zhCn',
  primaryColor: '#ff7200',
  dark: false,
  grey: false,
  weak: false,
  invertSidebar: false,
  invertHeader: false,
  collapsed: false,
  breadcrumb: true,
  tagsView: true,
  footer: true,
};

export const SETTINGS_KEY = 'ipms.settings';

export function readSettings(storage: Pick<Storage, 'getItem'> = localStorage): Settings {
  try {
    const saved = JSON.parse(storage.getItem(SETTINGS_KEY) ?? '{}') as Partial<Settings>;
    const merged = { ...DEFAULT_SETTINGS };
    for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[])
      if (typeof saved[key] === typeof DEFAULT_SETTINGS[key]) (merged as Record<string, unknown>)[key] = saved[key];
    if (!/^#[0-9a-fA-F]{6}$/.test(merged.primaryColor)) merged.primaryColor = DEFAULT_SETTINGS.primaryColor;
    if (!['vertical', 'horizontal'].includes(merged.layout)) merged.layout = DEFAULT_SETTINGS.layout;
    if (!['zhCn', 'en'].includes(merged.language)) merged.language = DEFAULT_SETTINGS.language;
    return merged;
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

/** Classes and variables on <html>; mirrors the pre-paint script in index.html. */
export function applySettings(s: Settings, root: HTMLElement = document.documentElement) {
  root.classList.toggle('dark', s.dark);
  root.classList.toggle('grey-mode', s.grey);
  root.classList.toggle('weak-mode', s.weak);
  root.lang = s.language === 'en' ? 'en' : 'zh-CN';
  root.style.setProperty('--ipms-primary', s.primaryColor);
}

let current: Settings = typeof localStorage === 'undefined' ? { ...DEFAULT_SETTINGS } : readSettings();
const listeners = new Set<() => void>();

export function getSettings(): Settings {
  return current;
}

export function updateSettings(patch: Partial<Settings>) {
  current = { ...current, ...patch };
  localStorage.setItem(SETTINGS_KEY, JSON.stringify(current));
  applySettings(current);
  listeners.forEach((l) => l());
}

export function resetSettings() {
  updateSettings({ ...DEFAULT_SETTINGS });
}

export function useSettings(): Settings {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => current,
  );
}
