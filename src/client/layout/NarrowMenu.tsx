import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuItem } from '../../generated/types';
import { useT } from '../i18n';
import { SideMenu } from './SideMenu';

/** On narrow screens the menu opens in a drawer from a header button and closes after navigating. */
export function NarrowMenu({ menus }: { menus: MenuItem[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <Button type="text" aria-label={t('header.expand')} icon={<MenuOutlined />} onClick={() => setOpen(true)} />
      <Drawer placement="left" width={240} open={open} onClose={() => setOpen(false)} styles={{ body: { padding: 0 } }} title={t('appName')}>
        <SideMenu menus={menus} mode="inline" dark={false} />
      </Drawer>
    </>
  );
}
