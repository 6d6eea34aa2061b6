import { useCallback } from 'react';
import { getSettings, useSettings, type Language } from '../settings/settings';
import { en } from './en';
import { zh, type MessageKey } from './zh';

const dictionaries: Record<Language, Record<MessageKey, string>> = { zhCn: zh, en };

export function translate(lang: Language, key: MessageKey, vars?: Record<string, string | number>): string {
  const text = dictionaries[lang][key] ?? zh[key];
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
