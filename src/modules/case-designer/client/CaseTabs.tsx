// Tabs of a designed form: an object whose children (sections) are shown one tab each.
import { observer, RecursionField, useFieldSchema } from '@formily/react';
import { Tabs } from 'antd';

export const CaseTabs = observer(function CaseTabs() {
  const schema = useFieldSchema();
  const items = schema.mapProperties((child, key) => {
    const json = child.toJSON() as Record<string, any>;
    // The tab names the section: no second title inside it.
    const inner = { ...json, 'x-component-props': { ...(json['x-component-props'] ?? {}), title: undefined } };
    return { key: String(key), label: child.title as string, forceRender: true, children: <RecursionField schema={inner} name={key} /> };
  });
  return <Tabs className="ipms-case-tabs-block" items={items} />;
});
