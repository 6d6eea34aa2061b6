// Tabs and steps of a designed form: an object whose children (sections) are shown one tab, or one step, each.
// Steps are antd Steps with 上一步 / 下一步: 下一步 validates the current step's fields only. Not Formily's FormStep:
// it unmounts the other steps, so a submit could neither check their fields nor show a server message under one;
// here every step stays mounted (hidden), and a validation that fails in another step opens that step.
import { observer, RecursionField, useField, useFieldSchema, useForm } from '@formily/react';
import { Button, Space, Steps, Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n';

type Json = Record<string, any>;

function panes(schema: ReturnType<typeof useFieldSchema>) {
  return schema.mapProperties((child, key) => {
    const json = child.toJSON() as Json;
    // The tab or step names the section: no second title inside it.
    return { key: String(key), title: child.title as string, schema: { ...json, 'x-component-props': { ...(json['x-component-props'] ?? {}), title: undefined } } };
  });
}

export const CaseTabs = observer(function CaseTabs(props: { mode?: 'steps' }) {
  const schema = useFieldSchema();
  if (props.mode === 'steps') return <CaseSteps />;
  const items = panes(schema).map((p) => ({ key: p.key, label: p.title, forceRender: true, children: <RecursionField schema={p.schema} name={p.key} /> }));
  return <Tabs className="ipms-case-tabs-block" items={items} />;
});

const CaseSteps = observer(function CaseSteps() {
  const t = useT();
  const form = useForm();
  const field = useField();
  const list = panes(useFieldSchema());
  const [current, setCurrent] = useState(0);
  const address = field.address.toString();
  const paneOf = (path: string) => list.findIndex((p) => path === `${address}.${p.key}` || path.startsWith(`${address}.${p.key}.`));
  // Errors shown after a submit (browser or server): when none is in the open step, open the first step with one.
  const errorPaths = form.errors.map((e) => String(e.address ?? e.path ?? ''));
  const signature = errorPaths.join('|');
  const last = useRef('');
  useEffect(() => {
    if (signature === last.current) return;
    last.current = signature;
    const withError = errorPaths.map(paneOf).filter((i) => i >= 0);
    if (withError.length && !withError.includes(current)) setCurrent(Math.min(...withError));
  });
  const next = async () => {
    try {
      await form.validate(`${address}.${list[current].key}.*`);
      setCurrent(current + 1);
    } catch {
      document.querySelector('.ipms-case-steps-pane.is-current .ant-formily-item-error')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }
  };
  return (
    <div className="ipms-case-steps-block" data-testid="case-steps">
      <Steps size="small" current={current} items={list.map((p) => ({ title: p.title }))} style={{ marginBottom: 16 }} responsive />
      {list.map((p, i) => (
        <div key={p.key} className={`ipms-case-steps-pane${i === current ? ' is-current' : ''}`} style={i === current ? undefined : { display: 'none' }}>
          <RecursionField schema={p.schema} name={p.key} />
        </div>
      ))}
      <Space>
        {current > 0 ? <Button onClick={() => setCurrent(current - 1)} data-testid="step-back">{t('steps.back')}</Button> : null}
        {current < list.length - 1 ? <Button type="primary" ghost onClick={() => void next()} data-testid="step-next">{t('steps.next')}</Button> : null}
      </Space>
    </div>
  );
});
