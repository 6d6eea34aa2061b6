// Icons the route tree may name (meta.icon). Only these are bundled; a unit test checks the route tree uses
// no other name.
import {
  AlertOutlined, BulbOutlined, CopyrightOutlined, FileAddOutlined, HomeOutlined, SafetyOutlined, SearchOutlined,
  SettingOutlined, ToolOutlined, TrademarkOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

export const routeIcons: Record<string, ComponentType> = {
  AlertOutlined, BulbOutlined, CopyrightOutlined, FileAddOutlined, HomeOutlined, SafetyOutlined, SearchOutlined,
  SettingOutlined, ToolOutlined, TrademarkOutlined,
};

export function RouteIcon({ name }: { name?: string }) {
  const Icon = name ? routeIcons[name] : undefined;
  return Icon ? <Icon /> : null;
}
