// 企业详情 (/system/companyList/detail): the enterprise's marks, cases and official documents — how many, the latest
// ten, and the link that opens the full list. Marks and cases are read through the generic list engine with the
// very filter their link carries (申请人), so the count equals what the link shows and the caller's data scope
// applies as in the lists; a section the caller's role cannot open is null.
import { listSpecs } from '../../../generated/list-specs';
import { signedIn, type Handler } from '../../../server/http/context';
import { dataScopeSql } from '../../../server/lists/data-scope';
import { loadRecord, runList } from '../../../server/lists/generic';

type Row = Record<string, unknown>;
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const records: Handler<'enterprises.records'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  const e = await loadRecord(ctx.db, listSpecs.enterprises, body.id);
  const name = e.applicantName as string;
  const may = (key: string) => session.roleAuth.has(key);

  const marks = may('brandList') ? await runList(ctx.db, listSpecs.brandRecords, { pageNo: 1, pageSize: 10, filters: { applicant: name } }) : null;
  const cases = may('caseList') ? await runList(ctx.db, listSpecs.cases, { pageNo: 1, pageSize: 10, filters: { applicantName: name } }) : null;

  let documents = null;
  if (may('officialList')) {
    const scoped = dataScopeSql(ctx.db, listSpecs.officialDocs, 'd');
    const where = `from official_documents_view d join trademarks m on m.id = d.trademark_id
                   where d.deleted_at is null and m.deleted_at is null and m.applicant = $1${scoped}`;
    const n = await ctx.db.query<{ n: number }>(`select count(*)::int as n ${where}`, [name]);
    const rows = await ctx.db.query<Row>(
      `select d.id, d.type_name as "typeName", d.tm_name as "tmName", d.app_no as "appNo", to_char(d.deadline, 'YYYY-MM-DD') as deadline, d.status
         ${where} order by d.created_at desc, d.id desc limit 10`,
      [name],
    );
    documents = {
      total: n.rows[0].n,
      link: '/brand/filesAll',
      list: rows.rows.map((r) => ({ ...r, link: r.appNo ? `/brand/filesAll?${q({ appNo: String(r.appNo) })}` : '/brand/filesAll' })),
    };
  }
  return {
    marks: marks && {
      total: marks.total,
      link: `/brandManage/brandRecord?${q({ applicant: name })}`,
      list: marks.list.map((m) => ({ id: m.id, tmName: m.tmName ?? null, regNo: m.regNo ?? null, tmCl: m.tmCl ?? null, tmStatus: m.tmStatus ?? null, link: `/brandManage/brandRecord/recordDetail?id=${m.id}` })),
    },
    cases: cases && {
      total: cases.total,
      link: `/brand/caseList?${q({ applicantName: name })}`,
      list: cases.list.map((c) => ({ id: c.id, caseNo: c.caseNo, caseType: c.caseType ?? null, caseStatus: c.caseStatus ?? null, tmName: c.tmName ?? null, link: `/brandManage/case-detail?${q({ caseNo: String(c.caseNo) })}` })),
    },
    documents,
  } as never;
};
