// Route component of every `component: 'schemaList'` menu entry: the route names its screen
// (route.screen); the screen definition is its own generated module (src/generated/screens/<key>.ts), loaded
// here, so a list page carries only its own screen. The grid, filter and dialogs are in this lazy chunk
// (Formily lazily below it), so other pages never load them. While the definition loads, the skeleton shows.
import { useEffect, useState } from 'react';
import { isScreenKey, screenLoaders } from '../../../generated/screens';
import { useT } from '../../i18n';
import { EmptyHint } from '../../runtime/EmptyHint';
import { startedScreen } from '../../runtime/list/earlyList';
import { ListSkeleton } from '../../runtime/list/ListSkeleton';
import { SchemaList } from '../../runtime/list/SchemaList';
import type { ScreenDef } from '../../runtime/screen-types';
import { WidgetHost } from '../../runtime/widgets/WidgetHost';
import type { PageProps } from '../registry';

/** Loaded definitions, so a page shown again (tabs, keep-alive) renders at once. */
const loaded = new Map<string, ScreenDef>();

function useScreen(key: string | undefined, path: string): ScreenDef | null | undefined {
  const known = key && isScreenKey(key);
  const [screen, setScreen] = useState<ScreenDef | null | undefined>(() => {
    if (!known) return null;
    // A list started with the session brought its definition already.
    const early = startedScreen(path);
    if (early && !loaded.has(key)) loaded.set(key, early);
    return loaded.get(key);
  });
  useEffect(() => {
    if (!known || loaded.has(key)) return;
    let alive = true;
    screenLoaders[key]().then(
      (s) => {
        loaded.set(key, s);
        if (alive) setScreen(s);
      },
      () => alive && setScreen(null),
    );
    return () => {
      alive = false;
    };
  }, [key, known]);
  return screen;
}

export default function SchemaListPage({ route }: PageProps) {
  const t = useT();
  const screen = useScreen(route.screen ?? undefined, route.path);
  if (screen === undefined) return <ListSkeleton />;
  if (!screen)
    return (
      <div className="ipms-page-card ipms-list-card">
        <EmptyHint text={t('list.noScreen', { screen: route.screen ?? route.path })} />
      </div>
    );
  return (
    <>
      <SchemaList key={screen.screen} screen={screen} path={route.path} />
      <WidgetHost />
    </>
  );
}
