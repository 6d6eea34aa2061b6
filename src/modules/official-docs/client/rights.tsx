// What the official-document screens do differently per right type (shared/rights.ts): the calls and upload
// routes, the list and batch pages, the record a document is about and how it is picked, the fields the document's
// category adds, what confirming writes, and the words. The dialog (OfficialDocDialog), the batch page and the
// upload helper are one implementation that reads the right's entry here.
import { Button, Col, DatePicker, Form, Input, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { dicts } from '../../../generated/dicts';
import type { CopyrightOfficialManageRequest, OfficialDoc, OfficialTypeListResponse } from '../../../generated/types';
import { api } from '../../../client/request/api';
import { usePermission } from '../../../client/session/permission';
import { RelatedTrademarkDrawer } from '../../archive/client';
import type { RightType } from '../shared/rights';
import { useT } from '../i18n';
import { day, text, type DialogValues, type FieldKey, type Linked, type UploadAnswer } from './model';

type TextKey = Parameters<ReturnType<typeof useT>>[0];
export type ManageBody = CopyrightOfficialManageRequest;
type BatchStatus = Awaited<ReturnType<typeof api.official.batchStatus>>;
type LargeState = Awaited<ReturnType<typeof api.official.largeStart>>;
type PendingUploads = Awaited<ReturnType<typeof api.official.pendingUploads>>;

export interface LinkFieldProps {
  value: Linked | null;
  onChange: (v: Linked | null) => void;
  editing: boolean;
  disabled: boolean;
  /** What recognition read, to suggest the record. */
  answer: UploadAnswer | null;
}

export interface RightUi {
  right: RightType;
  /** The list screen's key (its widgets and the batch page's route name it). */
  screen: string;
  managePermission: string;
  routes: { list: string; batch: string };
  paths: { upload: string; zip: string; file: (id: number) => string; chunk: (id: number, index: number, sha256: string) => string };
  calls: {
    detail: (id: number) => Promise<OfficialDoc>;
    manage: (body: ManageBody) => Promise<OfficialDoc>;
    typeList: () => Promise<OfficialTypeListResponse>;
    batchStatus: (taskId: number) => Promise<BatchStatus>;
    pendingUploads: () => Promise<PendingUploads>;
    largeStart: (body: { fileName: string; size: number; headSha256: string }) => Promise<LargeState>;
    largeComplete: (id: number) => Promise<UploadAnswer>;
  };
  /** Links the saved document to the record and writes what the document says to it. */
  confirm: (doc: OfficialDoc, link: Linked, v: DialogValues, category: number) => Promise<OfficialDoc>;
  /** The record a saved document is linked to. */
  linkOf: (doc: OfficialDoc) => Linked | null;
  LinkField: ComponentType<LinkFieldProps>;
  /** The right's own form fields (status, the fields of the type's category), as grid columns. */
  Fields: ComponentType<{ category: number }>;
  /** Form values recognition suggests beyond the common ones. */
  fill: (a: UploadAnswer) => Partial<DialogValues>;
  /** The recognized fields shown, in order. */
  recognized: Array<{ key: FieldKey; label: TextKey }>;
  text: { link: TextKey; linkRequired: TextKey; syncNote: TextKey; confirmed: TextKey; uploadTitle: TextKey; dialogTitle: TextKey; batchTitle: TextKey; toList: TextKey; number: TextKey; name: TextKey };
}

const dateItem = (name: keyof DialogValues, label: string) => (
  <Form.Item name={name} label={label}><DatePicker style={{ width: '100%' }} /></Form.Item>
);

// ---- trademarks ------------------------------------------------------------------------------------------------

const STATUS_OPTIONS = Object.keys(dicts['Trademark.tmStatus']).map((k) => ({ value: k, label: k }));

function TrademarkLink({ value, onChange, editing, disabled }: LinkFieldProps) {
  const t = useT();
  const form = Form.useFormInstance<DialogValues>();
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Space wrap data-testid="official-dialog-mark">
        {value ? <Tag>{value.name}{value.number ? `（${value.number}）` : ''}</Tag> : <Typography.Text type="secondary">{t('official.dialog.noMark')}</Typography.Text>}
        {editing && <Button size="small" disabled={disabled} onClick={() => setPicking(true)}>{t('official.dialog.pickMark')}</Button>}
      </Space>
      {picking && (
        <RelatedTrademarkDrawer open allowPlaceholder={false}
          value={value ? [{ id: value.id, regNo: value.number, tmName: value.name, tmCl: null, countryCode: 'CN', applicant: null, tmStatus: value.status ?? null }] : []}
          onCancel={() => setPicking(false)}
          onOk={(picked) => {
            setPicking(false);
            const m = picked[picked.length - 1];
            onChange(m?.id ? { id: m.id, name: m.tmName, number: m.regNo, status: m.tmStatus } : null);
            if (m?.tmStatus) form.setFieldsValue({ tmStatus: m.tmStatus });
          }} />
      )}
    </>
  );
}

function TrademarkFields({ category }: { category: number }) {
  const t = useT();
  return (
    <>
      <Col xs={24} sm={12}>
        <Form.Item name="tmStatus" label={t('official.dialog.tmStatus')}><Select allowClear showSearch options={STATUS_OPTIONS} data-testid="official-dialog-status" /></Form.Item>
      </Col>
      {category === 1 && (
        <>
          <Col xs={24} sm={12}><Form.Item name="regNo" label={t('official.dialog.regNo')}><Input maxLength={50} data-testid="official-dialog-regno" /></Form.Item></Col>
          <Col xs={24} sm={12}>{dateItem('regDate', t('official.dialog.regDate'))}</Col>
        </>
      )}
      {(category === 1 || category === 2) && <Col xs={24} sm={12}>{dateItem('endDate', t('official.dialog.endDate'))}</Col>}
      {(category === 3 || category === 4) && (
        <>
          <Col xs={24} sm={12}><Form.Item name="applicant" label={t('official.upload.applicant')}><Input maxLength={200} /></Form.Item></Col>
          <Col xs={24} sm={12}><Form.Item name="applicantAddress" label={t('official.dialog.address')}><Input maxLength={300} /></Form.Item></Col>
        </>
      )}
      {category === 5 && (
        <>
          <Col xs={24} sm={12}>{dateItem('disputedDate', t('official.dialog.disputedDate'))}</Col>
          <Col xs={24} sm={12}><Form.Item name="rulingResult" label={t('official.dialog.rulingResult')}><Input maxLength={200} /></Form.Item></Col>
        </>
      )}
    </>
  );
}

const trademark: RightUi = {
  right: 'trademark',
  screen: 'officialDocs',
  managePermission: 'officialManage',
  routes: { list: '/brand/filesAll', batch: '/brand/batchUpload' },
  paths: {
    upload: '/files/official',
    zip: '/brandDetai/officialDecompression',
    file: (id) => `/files/official/${id}`,
    chunk: (id, index, sha256) => `/files/official/large/${id}/${index}?sha256=${sha256}`,
  },
  calls: {
    detail: (id) => api.official.detail({ id }),
    manage: (body) => api.official.manage(body),
    typeList: () => api.official.typeList({}),
    batchStatus: (taskId) => api.official.batchStatus({ taskId }),
    pendingUploads: () => api.official.pendingUploads({}, { noLoading: true }),
    largeStart: (body) => api.official.largeStart(body),
    largeComplete: (id) => api.official.largeComplete({ id }) as Promise<UploadAnswer>,
  },
  confirm: (doc, link, v, category) =>
    api.official.confirm({
      id: doc.id, version: doc.version,
      updateBrandInfo: {
        id: link.id, ...(v.tmStatus ? { tmStatus: v.tmStatus } : {}),
        ...(category === 1 ? { regNo: text(v.regNo), regDate: day(v.regDate), endDate: day(v.endDate) } : {}),
        ...(category === 2 ? { endDate: day(v.endDate) } : {}),
        ...(category === 3 || category === 4 ? { applicant: text(v.applicant), applicantAddress: text(v.applicantAddress) } : {}),
      },
    }),
  linkOf: (d) => (d.trademarkId ? { id: d.trademarkId, name: d.tmName ?? '', number: d.appNo ?? null } : null),
  LinkField: TrademarkLink,
  Fields: TrademarkFields,
  fill: (a) => ({ applicant: a.applicant ?? undefined, regNo: a.brandNo ?? undefined }),
  recognized: [
    { key: 'typeName', label: 'official.upload.type' }, { key: 'appNo', label: 'official.upload.appNo' },
    { key: 'issueDate', label: 'official.upload.issueDate' }, { key: 'tmCl', label: 'official.upload.class' },
    { key: 'applicant', label: 'official.upload.applicant' }, { key: 'country', label: 'official.upload.country' },
  ],
  text: {
    link: 'official.dialog.mark', linkRequired: 'official.dialog.markRequired', syncNote: 'official.dialog.syncNote', confirmed: 'official.dialog.confirmed',
    uploadTitle: 'official.upload.title', dialogTitle: 'official.dialog.title', batchTitle: 'official.batch.title', toList: 'official.batch.toList',
    number: 'official.upload.appNo', name: 'official.dialog.mark',
  },
};

// ---- copyrights ------------------------------------------------------------------------------------------------

type Found = Linked & { kind: 'work' | 'software' };

/** Works and software whose title or registration number contains q (each list's first few). */
async function findRecords(q: string): Promise<Found[]> {
  const page = { pageNo: 1, pageSize: 10 as const };
  const [wt, wn, st, sn] = await Promise.all([
    api.ipArchives.workList({ ...page, filters: { title: q } }, { noLoading: true }),
    api.ipArchives.workList({ ...page, filters: { regNo: q } }, { noLoading: true }),
    api.ipArchives.softwareList({ ...page, filters: { name: q } }, { noLoading: true }),
    api.ipArchives.softwareList({ ...page, filters: { regNo: q } }, { noLoading: true }),
  ]);
  const out = new Map<string, Found>();
  for (const w of [...wt.list, ...wn.list]) out.set(`work:${w.id}`, { kind: 'work', id: w.id, name: w.title, number: w.regNo ?? null });
  for (const s of [...st.list, ...sn.list]) out.set(`software:${s.id}`, { kind: 'software', id: s.id, name: s.name, number: s.regNo ?? null });
  return [...out.values()];
}

const keyOf = (l: Pick<Linked, 'kind' | 'id'>) => `${l.kind}:${l.id}`;

function CopyrightLink({ value, onChange, editing, disabled, answer }: LinkFieldProps) {
  const t = useT();
  const can = usePermission();
  const [options, setOptions] = useState<Found[]>([]);
  const [loading, setLoading] = useState(false);
  const [suggested, setSuggested] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const allowed = can('copyrightList');

  const search = (q: string) => {
    clearTimeout(timer.current);
    if (!allowed || !q.trim()) return;
    timer.current = setTimeout(() => {
      setLoading(true);
      void findRecords(q.trim()).then(setOptions).finally(() => setLoading(false));
    }, 300);
  };

  // What recognition read names the record: its registration number, else its title; one match is taken.
  useEffect(() => {
    if (!allowed || !editing || value || !answer) return;
    const clues = [answer.brandNo, answer.title].filter((x): x is string => !!x && x.length >= 2);
    let live = true;
    void (async () => {
      for (const clue of clues) {
        const found = await findRecords(clue);
        if (!live) return;
        if (found.length === 1) {
          setOptions(found);
          onChange(found[0]!);
          setSuggested(true);
          return;
        }
        if (found.length) setOptions(found);
      }
    })();
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, allowed, editing]);

  const label = (l: Linked) => `${t(l.kind === 'software' ? 'official.copyright.software' : 'official.copyright.work')} · ${l.name}${l.number ? `（${l.number}）` : ''}`;
  if (!editing)
    return <Space wrap data-testid="official-dialog-copyright">{value ? <Tag>{label(value)}</Tag> : <Typography.Text type="secondary">{t('official.dialog.noMark')}</Typography.Text>}</Space>;
  const all = value && !options.some((o) => keyOf(o) === keyOf(value)) ? [value as Found, ...options] : options;
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <Select
        showSearch allowClear filterOption={false} disabled={disabled || !allowed} loading={loading} data-testid="official-dialog-copyright"
        placeholder={t('official.copyright.pick')} style={{ width: '100%' }}
        value={value ? keyOf(value) : undefined}
        onSearch={search}
        onChange={(k?: string) => {
          setSuggested(false);
          onChange(all.find((o) => keyOf(o) === k) ?? null);
        }}
        options={all.map((o) => ({ value: keyOf(o), label: label(o) }))}
      />
      {suggested && value && <Typography.Text type="secondary" data-testid="official-dialog-suggested">{t('official.copyright.suggested')}</Typography.Text>}
    </Space>
  );
}

function CopyrightFields({ category }: { category: number }) {
  const t = useT();
  return (
    <>
      {category === 1 && (
        <>
          <Col xs={24} sm={12}><Form.Item name="regNo" label={t('official.copyright.regNo')}><Input maxLength={50} data-testid="official-dialog-regno" /></Form.Item></Col>
          <Col xs={24} sm={12}>{dateItem('regDate', t('official.copyright.regDate'))}</Col>
        </>
      )}
      {(category === 1 || category === 3 || category === 4) && (
        <Col xs={24} sm={12}><Form.Item name="owner" label={t('official.copyright.owner')}><Input maxLength={200} data-testid="official-dialog-owner" /></Form.Item></Col>
      )}
    </>
  );
}

const copyright: RightUi = {
  right: 'copyright',
  screen: 'copyrightOfficialDocs',
  managePermission: 'copyrightOfficialManage',
  routes: { list: '/copyRight/officeFile', batch: '/copyRight/analysis' },
  paths: {
    upload: '/files/official/copyright',
    zip: '/files/official/copyright/zip',
    file: (id) => `/files/official/copyright/${id}`,
    chunk: (id, index, sha256) => `/files/official/copyright/large/${id}/${index}?sha256=${sha256}`,
  },
  calls: {
    detail: (id) => api.copyrightOfficial.detail({ id }),
    manage: (body) => api.copyrightOfficial.manage(body),
    typeList: () => api.copyrightOfficial.typeList({}),
    batchStatus: (taskId) => api.copyrightOfficial.batchStatus({ taskId }),
    pendingUploads: () => api.copyrightOfficial.pendingUploads({}, { noLoading: true }),
    largeStart: (body) => api.copyrightOfficial.largeStart(body),
    largeComplete: (id) => api.copyrightOfficial.largeComplete({ id }) as Promise<UploadAnswer>,
  },
  confirm: (doc, link, v, category) =>
    api.copyrightOfficial.confirm({
      id: doc.id, version: doc.version,
      updateCopyrightInfo: {
        kind: link.kind ?? 'work', id: link.id,
        ...(category === 1 ? { regNo: text(v.regNo), regDate: day(v.regDate) } : {}),
        ...([1, 3, 4].includes(category) && text(v.owner) ? { owner: text(v.owner) } : {}),
      },
    }),
  linkOf: (d) =>
    d.copyrightWorkId ? { kind: 'work', id: d.copyrightWorkId, name: d.tmName ?? '', number: d.appNo ?? null }
    : d.copyrightSoftwareId ? { kind: 'software', id: d.copyrightSoftwareId, name: d.tmName ?? '', number: d.appNo ?? null }
    : null,
  LinkField: CopyrightLink,
  Fields: CopyrightFields,
  // A certificate bears the registration number, its date and the owner.
  fill: (a) => ({ owner: a.applicant ?? undefined, regNo: a.brandNo ?? undefined, regDate: a.issueDate ? dayjs(a.issueDate) : undefined }),
  recognized: [
    { key: 'typeName', label: 'official.upload.type' }, { key: 'appNo', label: 'official.copyright.number' },
    { key: 'issueDate', label: 'official.upload.issueDate' }, { key: 'title', label: 'official.copyright.name' },
    { key: 'applicant', label: 'official.copyright.owner' },
  ],
  text: {
    link: 'official.copyright.link', linkRequired: 'official.copyright.linkRequired', syncNote: 'official.copyright.syncNote', confirmed: 'official.copyright.confirmed',
    uploadTitle: 'official.copyright.uploadTitle', dialogTitle: 'official.copyright.dialogTitle', batchTitle: 'official.copyright.batchTitle', toList: 'official.copyright.toList',
    number: 'official.copyright.number', name: 'official.copyright.name',
  },
};

export const RIGHT_UI: Record<RightType, RightUi> = { trademark, copyright };

/** The right of a list screen's row (its rightType) or of the screen itself (官文管理, 版权官文, the batch pages). */
export function rightOf(screenKey: string | undefined, row?: Record<string, unknown>): RightUi {
  if (row?.rightType === 'copyright' || row?.rightType === 'trademark') return RIGHT_UI[row.rightType];
  return screenKey === copyright.screen ? copyright : trademark;
}
