// 批量移动部门 (users) and 批量移动分组 (enterprises): the rows selected in the schema list move to one department
// of the tree (or to none). Widgets moveUsers and moveEnterprises of the users and enterprises screens.
import { Alert, Form, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../client/request/api';
import { notify } from '../../../client/request/notify';
import type { WidgetProps } from '../../../client/runtime/widgets/registry';
import { useT } from '../i18n';

const NONE = 0;

function MoveDialog({ context, onClose, kind }: WidgetProps & { kind: 'users' | 'enterprises' }) {
  const t = useT();
  const ids = ((context.list.ids as number[] | undefined) ?? []).slice(0, 1000);
  const [options, setOptions] = useState<Array<{ value: number; label: string }>>([]);
  const [target, setTarget] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void api.organisation.departmentOptions({}).then((o) => setOptions(o as Array<{ value: number; label: string }>), () => undefined);
  }, []);
  const ok = async () => {
    if (target === undefined || !ids.length) return;
    setBusy(true);
    try {
      const to = target === NONE ? null : target;
      const r = kind === 'users' ? await api.organisation.userBatchMove({ ids, deptId: to }) : await api.organisation.enterpriseBatchMove({ ids, groupId: to });
      notify.success(t('org.move.done', { n: r.moved }));
      context.refresh();
      onClose();
    } catch {
      // the request layer showed the message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t(kind === 'users' ? 'org.move.users' : 'org.move.enterprises')}
      onCancel={onClose}
      onOk={() => void ok()}
      okText={t('org.ok')}
      cancelText={t('org.cancel')}
      okButtonProps={{ disabled: !ids.length || target === undefined }}
      confirmLoading={busy}
      width={480}
      style={{ maxWidth: 'calc(100vw - 16px)' }}
      destroyOnHidden
    >
      {!ids.length ? (
        <Alert type="warning" showIcon message={t('org.move.none')} />
      ) : (
        <Form layout="vertical">
          <Typography.Paragraph>{t('org.move.count', { n: ids.length })}</Typography.Paragraph>
          <Form.Item label={t('org.move.target')} required>
            <Select
              showSearch
              optionFilterProp="label"
              value={target}
              onChange={setTarget}
              options={[{ value: NONE, label: t('org.move.noDept') }, ...options]}
              data-testid="move-target"
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

export const MoveUsers = (p: WidgetProps) => <MoveDialog {...p} kind="users" />;
export const MoveEnterprises = (p: WidgetProps) => <MoveDialog {...p} kind="enterprises" />;
