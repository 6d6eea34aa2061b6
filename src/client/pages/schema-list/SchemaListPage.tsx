// Route component of every `component: 'schemaList'` menu entry: the route names its screen
// (route.screen); the screen definition comes from the generated screens. The grid, filter and dialogs are
// in this lazy chunk (Formily lazily below it), so other pages never load them.
import { Card } from 'antd';
import { screens, type ScreenKey } from '../../../generated/screens';
import { useT } from '../../i18n';
import { EmptyHint } from '../../runtime/EmptyHint';
import { SchemaList } from '../../runtime/list/SchemaList';
import { WidgetHost } from '../../runtime/widgets/WidgetHost';
import type { PageProps } from '../registry';

export default function SchemaListPage({ route }: PageProps) {
  const t = useT();
  const screen = route.screen && route.screen in screens ? screens[route.screen as ScreenKey] : undefined;
  if (!screen)
    return (
      <Card className="ipms-page-card">
        <EmptyHint text={t('list.noScreen', { screen: route.screen ?? route.path })} />
      </Card>
    );
  return (
    <>
      <SchemaList key={screen.screen} screen={screen} path={route.path} />
      <WidgetHost />
    </>
  );
}
