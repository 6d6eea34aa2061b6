// 新增角色 / 编辑角色 (widget roleEditor of the roles screen): the role's name, its data scope and a tree of the
// menus of the route tree with their button permission keys (check-all per branch). Hand-written because the
// form runtime has no menu/button tree; the list, filter and delete of roles are the schema screen. What the
// signed-in user's own role lacks is shown greyed and cannot be granted (the server refuses it as well).
import { Button, Form, Input, Modal, Radio, Space, Tree, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { OrganisationPermissionListResponse, Role } from '../../../generated/types';
import { api } from '../../../client/request/api';
import { notify } from '../../../client/request/notify';
import type { WidgetProps } from '../../../client/runtime/widgets/registry';
import { useSettings } from '../../../client/settings/settings';
import { useT } from '../i18n';
import { branchKeys, checkedKeysOf, grantableLeaves, grantNodes, grantsOfChecked } from './grantTree';

const SCOPES = [1, 2, 3] as const;

export default function RoleEditor({ context, onClose }: WidgetProps) {
  const t = useT();
  const lang = useSettings().language === 'en' ? 'en' : 'zh';
  const rowId = context.row?.id as number | undefined;
  const [perms, setPerms] = useState<OrganisationPermissionListResponse | null>(null);
  const [role, setRole] = useState<Role | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ roleName: string; dataScope: 1 | 2 | 3 }>();

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const [p, r] = await Promise.all([api.organisation.permissionList({}), rowId ? api.organisation.roleGet({ id: rowId }) : Promise.resolve(null)]);
        if (!live) return;
        setPerms(p);
        setRole(r);
        setExpanded(p.tree.map((n) => `m:${n.menuKey}`));
        if (r) {
          setChecked(checkedKeysOf(p.tree, new Set(r.roleAuth.split(',').filter(Boolean)), new Set(r.menuKeys)));
          form.setFieldsValue({ roleName: r.roleName, dataScope: r.dataScope as 1 | 2 | 3 });
        } else form.setFieldsValue({ dataScope: p.maxDataScope as 1 | 2 | 3 });
      } catch {
        if (live) onClose();
      }
    })();
    return () => {
      live = false;
    };
  }, [rowId, form, onClose]);

  const grantableAuth = useMemo(() => new Set(perms?.grantableAuth ?? []), [perms]);
  const grantableMenus = useMemo(() => new Set(perms?.grantableMenus ?? []), [perms]);
  const nodes = useMemo(() => (perms ? grantNodes(perms.tree, grantableAuth, grantableMenus, lang) : []), [perms, grantableAuth, grantableMenus, lang]);
  const original = useMemo(() => ({ roleAuth: role?.roleAuth.split(',').filter(Boolean) ?? [], menuKeys: role?.menuKeys ?? [] }), [role]);
  const grants = useMemo(() => grantsOfChecked(nodes, checked, original, grantableAuth, grantableMenus), [nodes, checked, original, grantableAuth, grantableMenus]);

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    try {
      const body = { roleName: v.roleName.trim(), dataScope: v.dataScope, roleAuth: grants.roleAuth, menuKeys: grants.menuKeys };
      if (role) await api.organisation.roleModify({ id: role.id, version: role.version, ...body });
      else await api.organisation.roleAdd(body);
      notify.success(t('org.role.saved'));
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
      title={t(role ? 'org.role.edit' : 'org.role.add')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('org.ok')}
      cancelText={t('org.cancel')}
      confirmLoading={busy}
      okButtonProps={{ disabled: !perms }}
      width={760}
      style={{ maxWidth: 'calc(100vw - 16px)' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="role-editor-form">
        <Form.Item name="roleName" label={t('org.role.name')} rules={[{ required: true, whitespace: true, message: t('org.role.nameRequired') }, { max: 50 }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="dataScope" label={t('org.role.dataScope')} extra={t('org.role.dataScopeHint')}>
          <Radio.Group>
            {SCOPES.map((s) => (
              <Radio key={s} value={s} disabled={!!perms && s < perms.maxDataScope && s !== role?.dataScope}>
                {t(`org.scope.${s}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('org.role.grants')} extra={t('org.role.grantsHint')}>
          <Space wrap style={{ marginBottom: 8 }}>
            <Button size="small" onClick={() => setChecked(grantableLeaves(nodes))}>{t('org.role.checkAll')}</Button>
            <Button size="small" onClick={() => setChecked([])}>{t('org.role.clear')}</Button>
            <Button size="small" onClick={() => setExpanded(branchKeys(nodes))}>{t('org.role.expandAll')}</Button>
            <Button size="small" onClick={() => setExpanded([])}>{t('org.role.collapseAll')}</Button>
            <Typography.Text type="secondary" data-testid="role-grant-count">{t('org.role.selected', { buttons: grants.roleAuth.length, menus: grants.menuKeys.length })}</Typography.Text>
          </Space>
          <div style={{ maxHeight: '45vh', overflow: 'auto', border: '1px solid rgba(128,128,128,0.25)', borderRadius: 6, padding: 8 }} data-testid="role-grant-tree">
            <Tree
              checkable
              selectable={false}
              treeData={nodes}
              checkedKeys={checked}
              expandedKeys={expanded}
              onExpand={(keys) => setExpanded(keys as string[])}
              onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked) as string[])}
            />
          </div>
        </Form.Item>
      </Form>
    </Modal>
  );
}
