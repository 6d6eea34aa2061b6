// The creation pages of rights enforcement (spec 2.9): /proceed/created (a new lead) and /proceed/createdCase (a new
// litigation, ?leadId= to start from a lead). The form is the route's screen's create form (route.screen), rendered
// by the runtime's form in the page rather than in a dialog; this page only picks the starting values and where
// a saved record goes (a lead back to the leads, a litigation to its detail page).
import { Card, Skeleton } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isScreenKey, screenLoaders } from '../../../generated/screens';
import type { PageProps } from '../../../client/pages/registry';
import { api } from '../../../client/request/api';
import { useBreakpoint } from '../../../client/runtime/breakpoints';
import type { Row } from '../../../client/runtime/list/listController';
import type { ScreenDef } from '../../../client/runtime/screen-types';
import { leadIdOf, litigationFromLead, type LeadFacts } from './prefill';

const SchemaFormDialog = lazy(() => import('../../../client/runtime/form/SchemaFormDialog'));

/** Where each screen's page returns: after a save (with the saved record) and on cancel. */
const AFTER: Record<string, { saved: (rec: { id?: number }) => string; cancel: string }> = {
  infringementLeads: { saved: () => '/proceed/infringement', cancel: '/proceed/infringement' },
  litigations: { saved: (rec) => (rec.id ? `/proceed/detaild?id=${rec.id}` : '/proceed/list'), cancel: '/proceed/list' },
};

export default function EnforcementFormPage({ route }: PageProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const narrow = useBreakpoint() === 'xs';
  const key = route.screen ?? '';
  const [screen, setScreen] = useState<ScreenDef | null>(null);
  const [start, setStart] = useState<Row | undefined | null>(null);
  const leadId = key === 'litigations' ? leadIdOf(search) : null;

  useEffect(() => {
    if (!isScreenKey(key)) return;
    let alive = true;
    void screenLoaders[key]().then((s) => alive && setScreen(s));
    if (leadId)
      api.enforcement.leadDetail({ id: leadId }, { noLoading: true }).then(
        (lead) => alive && setStart(litigationFromLead(lead as unknown as LeadFacts) as Row),
        () => alive && setStart(undefined),
      );
    else setStart(key === 'infringementLeads' ? ({ status: 'new', rightType: 'trademark' } as unknown as Row) : ({ ourRole: 'plaintiff', status: 'ongoing' } as unknown as Row));
    return () => {
      alive = false;
    };
  }, [key, leadId]);

  const after = AFTER[key];
  if (!screen || start === null || !after) return <Card className="ipms-page-card"><Skeleton active /></Card>;
  return (
    <Suspense fallback={<Card className="ipms-page-card"><Skeleton active /></Card>}>
      <SchemaFormDialog
        key={`${key}:${leadId ?? ''}`}
        inPage
        screen={screen}
        mode="create"
        row={start}
        narrow={narrow}
        onClose={() => navigate(after.cancel)}
        onSaved={(saved) => navigate(after.saved((saved ?? {}) as { id?: number }))}
      />
    </Suspense>
  );
}
