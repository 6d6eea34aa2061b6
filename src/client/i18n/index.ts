import { useCallback } from 'react';
import { getSettings, updateSettings, useSettings, type Language } from '../settings/settings';
import { zh, type MessageKey } from './zh';

let english: typeof import('./english') | null = null;

/** Loads what a language needs beyond Chinese (the English pack); call before showing that language. */
export async function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'en' && !english) english = await import('./english');
}

/** Switches the interface language once its texts are here. */
export async function setLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  updateSettings({ language: lang });
}

/** antd's locale for English, once the English pack is loaded. */
export const antdEnglishLocale = () => english?.antdEnUS;

export function translate(lang: Language, key: MessageKey, vars?: Record<string, string | number>): string {
  const dictionary = lang === 'en' && english ? english.en : zh;
  const text = dictionary[key] ?? zh[key];
  return vars ? text.replace(/\{(\w+)\}/g, (_, k) => String(vars[k] ?? '')) : text;
}

/** Text outside React (request layer toasts). */
export const t = (key: MessageKey, vars?: Record<string, string | number>) => translate(getSettings().language, key, vars);

export function useT() {
  const { language } = useSettings();
  return useCallback((key: MessageKey, vars?: Record<string, string | number>) => translate(language, key, vars), [language]);
}

/** A {zh, en} text from the schemas in the current language. */
export function useI18nText() {
  const { language } = useSettings();
  return useCallback((text: { zh: string; en: string } | undefined) => (text ? (language === 'en' ? text.en : text.zh) : ''), [language]);
}

export type { MessageKey };

type Vars = Record<string, string | number>;
const fill = (text: string, vars?: Vars) => (vars ? text.replace(/\{(\w+)\}/g, (_, k) => String(vars[k] ?? '')) : text);

/**
 * A module's own texts on top of the platform's (modules keep their zh/en in their folder; the platform never
 * imports them). The returned t/useT take the module's keys and the platform's, typed.
 */
export function moduleTexts<Z extends Record<string, string>>(zhTexts: Z, enTexts: Record<keyof Z, string>) {
  type Key = MessageKey | (keyof Z & string);
  const own = { zhCn: zhTexts as Record<string, string>, en: enTexts as Record<string, string> };
  const tr = (lang: Language, key: Key, vars?: Vars): string => {
    const text = own[lang][key] ?? own.zhCn[key];
    return text === undefined ? translate(lang, key as MessageKey, vars) : fill(text, vars);
  };
  return {
    translate: tr,
    /** Text outside React. */
    t: (key: Key, vars?: Vars) => tr(getSettings().language, key, vars),
    useT() {
      const { language } = useSettings();
      return useCallback((key: Key, vars?: Vars) => tr(language, key, vars), [language]);
    },
  };
}
