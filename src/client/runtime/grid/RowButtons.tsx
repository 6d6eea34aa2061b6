// Buttons of a row or of the toolbar (spec 6): only those the user may use and the row allows, a dropdown
// for a button with children.
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { useI18nText } from '../../i18n';
import { usePermission } from '../../session/permission';
import type { Row } from '../list/listController';
import type { ButtonDef } from '../screen-types';
import { visibleButtons } from './buttons';

export interface ButtonsProps {
  buttons: ButtonDef[] | undefined;
  row?: Row;
  onAction: (button: ButtonDef, row?: Row) => void;
  /** Row buttons are links; toolbar buttons are buttons. */
  variant: 'link' | 'button';
}

export function ActionButtons({ buttons, row, onAction, variant }: ButtonsProps) {
  const can = usePermission();
  const text = useI18nText();
  const shown = visibleButtons(buttons, can, row);
  if (!shown.length) return null;
  const size = variant === 'link' ? 'small' : 'middle';
  return (
    <Space size={variant === 'link' ? 0 : 8} wrap={variant === 'button'}>
      {shown.map((b) => {
        const type = variant === 'link' ? 'link' : b.primary ? 'primary' : 'default';
        if (b.children?.length)
          return (
            <Dropdown
              key={b.key}
              trigger={['click']}
              menu={{
                items: b.children.map((c) => ({ key: c.key, label: text(c.label), danger: c.danger })),
                onClick: ({ key, domEvent }) => {
                  domEvent.stopPropagation();
                  const child = b.children!.find((c) => c.key === key);
                  if (child) onAction(child, row);
                },
              }}
            >
              <Button type={type} size={size} data-action={b.key}>
                {text(b.label)} <DownOutlined style={{ fontSize: 10 }} />
              </Button>
            </Dropdown>
          );
        return (
          <Button key={b.key} type={type} size={size} danger={b.danger} data-action={b.key} onClick={() => onAction(b, row)}>
            {text(b.label)}
          </Button>
        );
      })}
    </Space>
  );
}
