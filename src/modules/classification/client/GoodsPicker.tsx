// Goods/services picker for forms (issue 5): choose items by class and group, by search (500 ms debounce;
// Chinese of any length, pinyin, initials, codes), or by pasting a list of names that are matched against
// the table (unmatched names are listed, each one a click away from a search). Value: GoodsItem[].
import { Alert, Button, Checkbox, Empty, Input, Select, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CgNode, GoodsByClass, GoodsItem } from '../../../generated/types';
import { useT } from '../i18n';
import { api } from '../../../client/request/api';
import GoodsCard from './GoodsCard';
import { splitPastedNames as splitPasted } from '../shared/paste';
import { addGoods, goodsKey, removeGoods, sortGoods, toggleGoods } from './goodsSelection';
import { CLASS_TREE_DEBOUNCE_MS, useDebouncedValue } from './useDebouncedValue';
import './classification.css';

export interface GoodsPickerProps {
  edition?: string;
  value?: GoodsItem[];
  onChange?: (value: GoodsItem[]) => void;
}

const ed = (edition?: string) => (edition ? { edition } : {});

function ResultList({ list, value, onToggle }: { list: GoodsByClass[]; value: GoodsItem[]; onToggle: (i: GoodsItem) => void }) {
  const t = useT();
  const picked = useMemo(() => new Set(value.map(goodsKey)), [value]);
  return (
    <div className="goods-results" data-testid="goods-results">
      {list.map((c) => (
        <div key={c.cgNum}>
          <div className="goods-results-class">
            {t('cls.classLabel', { no: c.cgNum })} {c.cgName}
          </div>
          {c.groups.map((g) => (
            <div key={g.cgNum}>
              <div className="goods-results-group">
                {g.cgNum} {g.cgName}
              </div>
              <div className="goods-results-items">
                {g.items.map((i) => (
                  <Checkbox key={goodsKey(i)} checked={picked.has(goodsKey(i))} onChange={() => onToggle(i)} data-testid={`goods-option-${goodsKey(i)}`}>
                    <span className="cls-code">{i.code}</span> {i.name}
                  </Checkbox>
                ))}
              </div>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

function ByClass({ edition, value, onToggle, onAdd }: { edition?: string; value: GoodsItem[]; onToggle: (i: GoodsItem) => void; onAdd: (items: GoodsItem[]) => void }) {
  const t = useT();
  const [classes, setClasses] = useState<CgNode[]>([]);
  const [classNo, setClassNo] = useState<number>();
  const [group, setGroup] = useState<string>();
  const [items, setItems] = useState<GoodsItem[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    api.classification.queryAllCgList(ed(edition)).then((r) => setClasses(r.list), () => undefined);
  }, [edition]);
  const groups = classes.find((c) => c.classNo === classNo)?.cgList ?? [];
  useEffect(() => {
    if (!group) return setItems([]);
    setLoading(true);
    const g = groups.find((x) => x.cgNum === group);
    api.classification
      .children({ parentCode: group, ...ed(edition) })
      .then((r) => setItems(r.list.map((n) => ({ code: n.cgNum, name: n.cgName, groupCode: group, groupName: g?.cgName ?? '', classNo: n.classNo }))))
      .catch(() => setItems([]))
      .finally(() => setLoading(false));
  }, [group, edition, classes, classNo]);
  const picked = new Set(value.map(goodsKey));
  const allPicked = items.length > 0 && items.every((i) => picked.has(goodsKey(i)));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          style={{ width: 220 }}
          placeholder={t('cls.chooseClass')}
          value={classNo}
          showSearch
          optionFilterProp="label"
          onChange={(v) => {
            setClassNo(v);
            setGroup(undefined);
          }}
          options={classes.map((c) => ({ value: c.classNo, label: `${c.cgNum} ${c.cgName}` }))}
          data-testid="goods-class-select"
        />
        <Select
          style={{ width: 320 }}
          placeholder={t('cls.chooseGroup')}
          value={group}
          disabled={!groups.length}
          showSearch
          optionFilterProp="label"
          onChange={setGroup}
          options={groups.map((g) => ({ value: g.cgNum, label: `${g.cgNum} ${g.cgName} (${g.count})` }))}
          data-testid="goods-group-select"
        />
        {items.length > 0 && (
          <Checkbox checked={allPicked} onChange={() => (allPicked ? items.forEach((i) => picked.has(goodsKey(i)) && onToggle(i)) : onAdd(items))}>
            {t('list.checkAll')}
          </Checkbox>
        )}
      </Space>
      <Spin spinning={loading}>
        <div className="goods-results-items">
          {items.map((i) => (
            <Checkbox key={goodsKey(i)} checked={picked.has(goodsKey(i))} onChange={() => onToggle(i)}>
              <span className="cls-code">{i.code}</span> {i.name}
            </Checkbox>
          ))}
        </div>
      </Spin>
    </Space>
  );
}

function BySearch({ edition, value, onToggle, keyword, setKeyword }: { edition?: string; value: GoodsItem[]; onToggle: (i: GoodsItem) => void; keyword: string; setKeyword: (k: string) => void }) {
  const t = useT();
  const debounced = useDebouncedValue(keyword.trim(), CLASS_TREE_DEBOUNCE_MS);
  const [result, setResult] = useState<{ total: number; truncated: boolean; list: GoodsByClass[]; shown: number } | null>(null);
  const [loading, setLoading] = useState(false);
  const seq = useRef(0);
  useEffect(() => {
    const mine = ++seq.current;
    if (!debounced) return setResult(null);
    setLoading(true);
    api.classification
      .searchGoods({ keyword: debounced.slice(0, 50), limit: 200, ...ed(edition) })
      .then((r) => mine === seq.current && setResult({ ...r, shown: r.list.reduce((n, c) => n + c.groups.reduce((m, g) => m + g.items.length, 0), 0) }))
      .catch(() => mine === seq.current && setResult(null))
      .finally(() => mine === seq.current && setLoading(false));
  }, [debounced, edition]);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.Search allowClear value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('cls.searchPlaceholder')} maxLength={50} loading={loading} data-testid="goods-search" />
      {result && (
        <Typography.Text type="secondary" data-testid="goods-search-total">
          {result.truncated ? t('cls.searchTruncated', { total: result.total, shown: result.shown }) : t('cls.searchTotal', { total: result.total })}
        </Typography.Text>
      )}
      {result && !result.total ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cls.noResult')} /> : result && <ResultList list={result.list} value={value} onToggle={onToggle} />}
    </Space>
  );
}

function ByPaste({ edition, onAdd, onSearch }: { edition?: string; onAdd: (items: GoodsItem[]) => void; onSearch: (name: string) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ matched: number; unmatched: string[] } | null>(null);
  const match = async () => {
    const names = splitPasted(text);
    if (!names.length) return;
    setBusy(true);
    try {
      const r = await api.classification.matchNames({ names: names.slice(0, 1000).map((n) => n.slice(0, 200)), ...ed(edition) });
      onAdd(r.matched.flatMap((m) => m.items));
      setOutcome({ matched: r.matched.length, unmatched: r.unmatched });
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.TextArea rows={5} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('cls.pastePlaceholder')} data-testid="goods-paste" />
      <Button type="primary" onClick={match} loading={busy} disabled={!text.trim()} data-testid="goods-paste-match">
        {t('cls.match')}
      </Button>
      {outcome && (
        <Alert
          type={outcome.unmatched.length ? 'warning' : 'success'}
          data-testid="goods-paste-outcome"
          message={
            <Space wrap>
              <span>{t('cls.matched', { n: outcome.matched })}</span>
              {outcome.unmatched.length > 0 && <span>{t('cls.unmatched', { n: outcome.unmatched.length })}</span>}
            </Space>
          }
          description={
            outcome.unmatched.length > 0 && (
              <div>
                <div>{t('cls.unmatchedHint')}</div>
                <Space wrap size={[6, 6]} style={{ marginTop: 6 }}>
                  {outcome.unmatched.map((n) => (
                    <Tag key={n} color="red" style={{ cursor: 'pointer' }} onClick={() => onSearch(n)} data-testid="goods-unmatched">
                      {n} · {t('cls.searchThis')}
                    </Tag>
                  ))}
                </Space>
              </div>
            )
          }
        />
      )}
    </Space>
  );
}

export default function GoodsPicker({ edition, value: controlled, onChange }: GoodsPickerProps) {
  const t = useT();
  const [inner, setInner] = useState<GoodsItem[]>([]);
  const value = controlled ?? inner;
  const set = (next: GoodsItem[]) => {
    const sorted = sortGoods(next);
    if (controlled === undefined) setInner(sorted);
    onChange?.(sorted);
  };
  const [tab, setTab] = useState('class');
  const [keyword, setKeyword] = useState('');
  return (
    <div className="goods-picker" data-testid="goods-picker">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'class', label: t('cls.byClass'), children: <ByClass edition={edition} value={value} onToggle={(i) => set(toggleGoods(value, i))} onAdd={(items) => set(addGoods(value, items))} /> },
          { key: 'search', label: t('cls.bySearch'), children: <BySearch edition={edition} value={value} onToggle={(i) => set(toggleGoods(value, i))} keyword={keyword} setKeyword={setKeyword} /> },
          {
            key: 'paste',
            label: t('cls.byPaste'),
            children: (
              <ByPaste
                edition={edition}
                onAdd={(items) => set(addGoods(value, items))}
                onSearch={(name) => {
                  setKeyword(name.slice(0, 50));
                  setTab('search');
                }}
              />
            ),
          },
        ]}
      />
      <div className="goods-picker-chosen" data-testid="goods-chosen">
        <Space style={{ marginBottom: 8 }}>
          <Typography.Text strong>{t('cls.chosen', { n: value.length })}</Typography.Text>
          {value.length > 0 && (
            <Button size="small" onClick={() => set(removeGoods(value, value.map(goodsKey)))}>
              {t('cls.removeAll')}
            </Button>
          )}
        </Space>
        {value.length ? (
          <>
            <GoodsCard goods={value} />
            <Space wrap size={[6, 6]} style={{ marginTop: 8 }}>
              {value.map((g) => (
                <Tag key={goodsKey(g)} closable onClose={() => set(removeGoods(value, [goodsKey(g)]))}>
                  {g.code} {g.name}
                </Tag>
              ))}
            </Space>
          </>
        ) : (
          <Typography.Text type="secondary">{t('cls.noneChosen')}</Typography.Text>
        )}
      </div>
    </div>
  );
}
