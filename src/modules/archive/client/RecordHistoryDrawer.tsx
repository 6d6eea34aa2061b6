// Row button 操作记录 (widget recordHistory): the row's history in a drawer.
import { Drawer } from 'antd';
import { useT } from '../i18n';
import type { WidgetProps } from '../../../client/runtime/widgets/registry';
import HistoryTimeline, { HISTORY_ENTITY } from './HistoryTimeline';

export default function RecordHistoryDrawer({ context, onClose }: WidgetProps) {
  const t = useT();
  const entity = HISTORY_ENTITY[context.screen.screen] ?? 'trademark';
  const id = Number(context.row?.id);
  const name = String(context.row?.tmName ?? '');
  return (
    <Drawer open width={520} title={`${t('archive.history')}${name ? ` · ${name}` : ''}`} onClose={onClose} destroyOnHidden>
      {Number.isInteger(id) && id > 0 && <HistoryTimeline entity={entity} recordId={id} />}
    </Drawer>
  );
}
