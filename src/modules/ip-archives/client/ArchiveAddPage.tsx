// The add pages of the archives (/copyRight/addOrdinary, /copyRight/addSoftware, /patent/archives/add, spec 2.7 and
// 2.8). The form is the route's screen's create form (route.screen) with the screen's custom fields, rendered by the
// runtime's form in the page rather than in a dialog; this page only loads them and opens the saved record's
// detail page (or goes back to the list on cancel).
import { Card, Skeleton } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isScreenKey, screenLoaders } from '../../../generated/screens';
import type { CustomFieldDef } from '../../../generated/types';
import type { PageProps } from '../../../client/pages/registry';
import { api } from '../../../client/request/api';
import { useBreakpoint } from '../../../client/runtime/breakpoints';
import type { ScreenDef } from '../../../client/runtime/screen-types';

const SchemaFormDialog = lazy(() => import('../../../client/runtime/form/SchemaFormDialog'));

/** The list and the detail page of each archive screen. */
const PLACES: Record<string, { list: string; detail: string }> = {
  copyrightWorks: { list: '/copyRight/filesList', detail: '/copyRight/detailOrdinary' },
  copyrightSoftware: { list: '/copyRight/softwareList', detail: '/copyRight/detailSoftware' },
  patents: { list: '/patent/archives', detail: '/patent/archives/detail' },
};

export default function ArchiveAddPage({ route }: PageProps) {
  const navigate = useNavigate();
  const narrow = useBreakpoint() === 'xs';
  const key = route.screen ?? '';
  const place = PLACES[key];
  const [screen, setScreen] = useState<ScreenDef | null>(null);
  const [defs, setDefs] = useState<CustomFieldDef[] | null>(null);

  useEffect(() => {
    if (!isScreenKey(key)) return;
    let alive = true;
    void screenLoaders[key]().then((s) => {
      if (!alive) return;
      setScreen(s);
      if (!s.customFieldModule) return setDefs([]);
      api.customField.getCustomFieldList({ type: s.customFieldModule }, { noLoading: true }).then(
        (d) => alive && setDefs(d as unknown as CustomFieldDef[]),
        () => alive && setDefs([]),
      );
    });
    return () => {
      alive = false;
    };
  }, [key]);

  if (!screen || !defs || !place) return <Card className="ipms-page-card"><Skeleton active /></Card>;
  return (
    <Suspense fallback={<Card className="ipms-page-card"><Skeleton active /></Card>}>
      <SchemaFormDialog
        inPage
        screen={screen}
        mode="create"
        customDefs={defs}
        narrow={narrow}
        onClose={() => navigate(place.list)}
        onSaved={(saved) => {
          const id = (saved as { id?: number } | undefined)?.id;
          navigate(id ? `${place.detail}?id=${id}` : place.list);
        }}
      />
    </Suspense>
  );
}
