import { Breadcrumb } from 'antd';
import { Link } from 'react-router-dom';
import type { MenuItem } from '../../generated/types';
import { ancestorsOf } from '../app/routeTree';
import { useI18nText } from '../i18n';

export function Breadcrumbs({ menus, path }: { menus: MenuItem[]; path: string }) {
  const text = useI18nText();
  const chain = ancestorsOf(menus, path);
  return (
    <Breadcrumb
      items={chain.map((r, i) => ({
        key: r.path,
        title: i < chain.length - 1 && r.component ? <Link to={r.path}>{text(r.meta.title)}</Link> : text(r.meta.title),
      }))}
    />
  );
}
