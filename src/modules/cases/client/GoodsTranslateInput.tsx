// 商品/服务译文（按类别）of one country (tmItems[i].goodsItemTranslate, { "09": "...", "42": "..." }): one text
// box per class picked beside it (.tmCl); a class taken out of the country drops its translation.
import type { Field } from '@formily/core';
import { observer, useField } from '@formily/react';
import { Input, Typography } from 'antd';
import { useT } from '../i18n';

type Translations = Record<string, string>;

export const GoodsTranslateInput = observer(function GoodsTranslateInput({ value, onChange, disabled }: { value?: Translations | null; onChange?: (v: Translations) => void; disabled?: boolean }) {
  const t = useT();
  const field = useField<Field>();
  const picked = field?.query('.tmCl').value();
  const classes: string[] = Array.isArray(picked) ? [...picked].sort() : [];
  const current: Translations = value && typeof value === 'object' ? value : {};
  if (field?.pattern === 'readPretty') {
    const lines = Object.entries(current).filter(([, text]) => text);
    return lines.length ? <div>{lines.map(([cl, text]) => <div key={cl}>{t('cases.classNo', { cl })}：{text}</div>)}</div> : <span>-</span>;
  }
  if (!classes.length) return <Typography.Text type="secondary">{t('cases.translatePick')}</Typography.Text>;
  const set = (cl: string, text: string) => {
    const next: Translations = {};
    for (const c of classes) if (c === cl ? text : current[c]) next[c] = c === cl ? text : current[c];
    onChange?.(next);
  };
  return (
    <div className="ipms-case-translate" data-testid="goods-translate">
      {classes.map((cl) => (
        <label key={cl} className="ipms-case-translate-row">
          <span>{t('cases.classNo', { cl })}</span>
          <Input.TextArea value={current[cl] ?? ''} disabled={disabled} maxLength={20000} autoSize={{ minRows: 1, maxRows: 6 }} onChange={(e) => set(cl, e.target.value)} data-testid={`goods-translate-${cl}`} />
        </label>
      ))}
    </div>
  );
});
