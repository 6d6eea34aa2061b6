// The expand column's view of a row (spec 2.16): the full record aside, every field of the screen
// formatted like the grid cells. ag-grid community has no master/detail, so it opens in a drawer.
import { Descriptions, Drawer, Tag } from 'antd';
import { useI18nText, useT } from '../../i18n';
import { useSettings } from '../../settings/settings';
import { dictColor, formatCell, isBlank } from '../grid/format';
import type { ScreenDef } from '../screen-types';
import { useStore } from '../store';
import type { ListController } from './listController';

export function RecordDrawer({ list, screen }: { list: ListController; screen: ScreenDef }) {
  const t = useT();
  const text = useI18nText();
  const { language } = useSettings();
  const lang = language === 'en' ? 'en' : 'zh';
  const row = useStore(list.store, (s) => s.expanded);
  const formats = new Map(screen.columns.filter((c) => c.prop).map((c) => [c.prop!, c]));
  return (
    <Drawer title={t('list.details')} width={560} open={!!row} onClose={() => list.expand(null)} destroyOnHidden>
      {row && (
        <Descriptions column={1} bordered size="small" labelStyle={{ width: 160 }}>
          {Object.entries(screen.fields)
            .filter(([prop]) => prop in row)
            .map(([prop, field]) => {
              const value = row[prop];
              const shown = formatCell(value, field, formats.get(prop) ?? {}, lang);
              return (
                <Descriptions.Item key={prop} label={text(field.label)}>
                  {field.dict && !isBlank(value) ? <Tag color={dictColor(field, value)} bordered={false}>{shown}</Tag> : shown}
                </Descriptions.Item>
              );
            })}
        </Descriptions>
      )}
    </Drawer>
  );
}
