// The fee standards (收费标准) a designed form may pick for its default fees, as the designer shows them: one
// choice per standard (its identity through the dated versions) with the version that applies today, grouped by
// case type; the fees a preview starts with. Loaded once per designer (/caseDesign/feeStandards).
import { useEffect, useState } from 'react';
import { dicts } from '../../../generated/dicts';
import { api } from '../../../client/request/api';
import { todayInChina } from '../../../shared/dates';
import { computePickedFees, pickKey, type FeePick, type FeeStandard } from '../../finance/client';
import { feesValues, type FormSettings } from '../shared/settings';

type Lang = 'zh' | 'en';
const dict = (name: string, key: string, lang: Lang) => ((dicts as Record<string, unknown>)[`FeeSchedule.${name}`] as Record<string, { zh: string; en: string }> | undefined)?.[key]?.[lang] ?? key;

export function useFeeStandards(enabled: boolean): FeeStandard[] | null {
  const [rows, setRows] = useState<FeeStandard[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    api.caseDesign.feeStandards({}).then(
      (r) => alive && setRows(r.list as FeeStandard[]),
      () => alive && setRows([]),
    );
    return () => {
      alive = false;
    };
  }, [enabled]);
  return rows;
}

/** The version of a standard a designer sees: the one valid today (the newest), else the next to come, else the last. */
export function shownVersion(rows: FeeStandard[], pick: FeePick, day = todayInChina()): { row: FeeStandard; when: 'now' | 'later' | 'ended' } | null {
  const mine = rows.filter((s) => pickKey(s) === pickKey(pick)).sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  if (!mine.length) return null;
  const now = mine.filter((s) => s.validFrom <= day && (s.validTo === null || s.validTo > day)).pop();
  if (now) return { row: now, when: 'now' };
  const later = mine.find((s) => s.validFrom > day);
  return later ? { row: later, when: 'later' } : { row: mine[mine.length - 1], when: 'ended' };
}

/** "270 CNY 每类（电子递交）" */
export function amountText(s: FeeStandard, lang: Lang): string {
  const unit = dict('perClass', String(s.perClass), lang);
  const way = s.submitType === 'any' ? '' : `（${dict('submitType', s.submitType, lang)}）`;
  return `${s.baseAmount} ${s.currency} ${unit}${way}`;
}

export interface StandardOption { value: string; label: string; pick: FeePick; caseType: string }

/** One option per standard not ended, grouped by case type (label: name · country · fee kind · amount). */
export function standardOptions(rows: FeeStandard[], lang: Lang, day = todayInChina()): Array<{ label: string; options: StandardOption[] }> {
  const seen = new Map<string, StandardOption>();
  for (const s of rows) {
    const pick: FeePick = { caseType: s.caseType, country: s.country, feeKind: s.feeKind, name: s.name };
    const key = pickKey(pick);
    if (seen.has(key)) continue;
    const shown = shownVersion(rows, pick, day);
    if (!shown || shown.when === 'ended') continue;
    seen.set(key, { value: key, pick, caseType: s.caseType, label: `${s.name} · ${dict('country', s.country, lang)} · ${dict('feeKind', s.feeKind, lang)} · ${amountText(shown.row, lang)}` });
  }
  const groups = new Map<string, StandardOption[]>();
  for (const o of seen.values()) groups.set(o.caseType, [...(groups.get(o.caseType) ?? []), o]);
  // Designed forms' own standards (自定义表单) first.
  return [...groups].sort(([a], [b]) => (a === 'custom' ? -1 : b === 'custom' ? 1 : a.localeCompare(b))).map(([caseType, options]) => ({ label: dict('caseType', caseType, lang), options }));
}

/** The fees a preview of the form starts with: its picked standards today, per case (no classes entered yet). */
export function previewFees(rows: FeeStandard[] | null, settings: FormSettings): Record<string, unknown> {
  if (!rows || !settings.feeStandards?.length) return {};
  try {
    return feesValues(computePickedFees(rows, settings.feeStandards, [], '电子递交', todayInChina()).fees);
  } catch {
    return {}; // mixed currencies: the settings panel says so
  }
}
