// 部门管理 (/system/department, spec 7.2 departmentList/departmentManagement): the tenant's departments as a tree
// with add, rename and delete. A hand-written page because the list runtime draws flat, paged rows, not a tree;
// moving users and enterprises between departments is on their schema lists (批量移动).
import { Button, Card, Col, Descriptions, Empty, Form, Input, InputNumber, Modal, Popconfirm, Row, Space, Tree, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Department } from '../../../generated/types';
import { api } from '../../../client/request/api';
import { notify } from '../../../client/request/notify';
import { usePermission } from '../../../client/session/permission';
import { useT } from '../i18n';
import { deptPathLabel, deptTree } from './deptTree';

type Editing = { mode: 'add'; parent: Department | null } | { mode: 'edit'; dept: Department };

export default function DepartmentPage() {
  const t = useT();
  const can = usePermission();
  const manage = can('departmentManage');
  const [rows, setRows] = useState<Department[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ name: string; sort: number }>();

  const load = useCallback(async () => {
    try {
      setRows(await api.organisation.departmentList({}));
    } finally {
      setLoaded(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const tree = useMemo(() => deptTree(rows, (d) => `${d.name}（${d.userCount}）`), [rows]);
  const current = rows.find((d) => d.id === selected) ?? null;

  const open = (e: Editing) => {
    setEditing(e);
    form.setFieldsValue(e.mode === 'edit' ? { name: e.dept.name, sort: e.dept.sort } : { name: '', sort: 0 });
  };

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !editing) return;
    setBusy(true);
    try {
      const d =
        editing.mode === 'add'
          ? await api.organisation.departmentSave({ parentId: editing.parent?.id ?? null, name: v.name.trim(), sort: v.sort ?? 0 })
          : await api.organisation.departmentSave({ id: editing.dept.id, version: editing.dept.version, name: v.name.trim(), sort: v.sort ?? 0 });
      notify.success(t('org.dept.saved'));
      setEditing(null);
      setSelected(d.id);
      await load();
    } catch {
      // the request layer showed the message
    } finally {
      setBusy(false);
    }
  };

  const remove = async (d: Department) => {
    try {
      await api.organisation.departmentDelete({ id: d.id });
      notify.success(t('org.dept.deleted'));
      setSelected(null);
      await load();
    } catch {
      // the request layer showed the message
    }
  };

  return (
    <Card
      title={t('org.dept.title')}
      extra={manage ? <Button type="primary" onClick={() => open({ mode: 'add', parent: null })}>{t('org.dept.addRoot')}</Button> : null}
      data-testid="department-page"
    >
      <Typography.Paragraph type="secondary">{t('org.dept.hint')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={10}>
          {loaded && !rows.length ? (
            <Empty description={t('org.dept.empty')} />
          ) : (
            <div data-testid="department-tree">
            <Tree
              blockNode
              defaultExpandAll
              key={rows.length ? 'loaded' : 'empty'}
              treeData={tree}
              selectedKeys={selected ? [selected] : []}
              onSelect={(keys) => setSelected((keys[0] as number | undefined) ?? null)}
            />
            </div>
          )}
        </Col>
        <Col xs={24} md={14}>
          {current ? (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Descriptions column={1} size="small" bordered title={current.name}>
                <Descriptions.Item label={t('org.dept.path')}>{deptPathLabel(rows, current)}</Descriptions.Item>
                <Descriptions.Item label={t('org.dept.users')}>{current.userCount}</Descriptions.Item>
                <Descriptions.Item label={t('org.dept.enterprises')}>{current.enterpriseCount}</Descriptions.Item>
                <Descriptions.Item label={t('org.dept.sort')}>{current.sort}</Descriptions.Item>
              </Descriptions>
              {manage ? (
                <Space wrap>
                  <Button onClick={() => open({ mode: 'add', parent: current })}>{t('org.dept.addChild')}</Button>
                  <Button onClick={() => open({ mode: 'edit', dept: current })}>{t('org.dept.rename')}</Button>
                  <Popconfirm title={t('org.dept.deleteConfirm', { name: current.name })} onConfirm={() => remove(current)} okText={t('org.ok')} cancelText={t('org.cancel')}>
                    <Button danger>{t('org.dept.delete')}</Button>
                  </Popconfirm>
                </Space>
              ) : null}
            </Space>
          ) : (
            <Typography.Text type="secondary">{t('org.dept.selectHint')}</Typography.Text>
          )}
        </Col>
      </Row>
      <Modal
        open={!!editing}
        title={editing?.mode === 'edit' ? t('org.dept.rename') : editing?.parent ? t('org.dept.addChild') : t('org.dept.addRoot')}
        onCancel={() => setEditing(null)}
        onOk={() => void save()}
        okText={t('org.ok')}
        cancelText={t('org.cancel')}
        confirmLoading={busy}
        width={440}
        style={{ maxWidth: 'calc(100vw - 16px)' }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" data-testid="department-form">
          {editing?.mode === 'add' ? (
            <Form.Item label={t('org.dept.parent')}>
              <Input disabled value={editing.parent ? deptPathLabel(rows, editing.parent) : t('org.dept.none')} />
            </Form.Item>
          ) : null}
          <Form.Item name="name" label={t('org.dept.name')} rules={[{ required: true, whitespace: true, message: t('org.dept.nameRequired') }, { max: 50 }]}>
            <Input maxLength={50} autoFocus />
          </Form.Item>
          <Form.Item name="sort" label={t('org.dept.sort')}>
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
