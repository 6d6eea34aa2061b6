// GET /files/demands/:id/documents/:docId: the file of a 官文 linked to a demand, for the demand's pages (detail and
// mobile approval page). The people of the demand (requester, handler, participants, approvers of its flow, demand
// managers) may preview the documents linked to it without the global 官文 permission (officialList); a holder of
// the demand list sees those of the demands in their data scope. Any other document, or another demand's, is refused.
import type { RouteHandler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { bindDataScope, sessionDataScope } from '../../../server/lists/data-scope';
import { officialFileContent } from '../../official-docs/server';
import { involved } from './handlers';
import { demandRecord, loadDemand } from './store';

export const officialFile: RouteHandler = async (ctx) => {
  const session = ctx.session!;
  const docId = Number(ctx.params.docId);
  const uploadId = await ctx.scoped(async (tx) => {
    const d = await loadDemand(tx, Number(ctx.params.id));
    if (!involved(d, session.userId, session.roleAuth)) {
      if (!session.roleAuth.has('demandList')) throw fail.forbidden('只有需求的提出人、处理人、参与人、审批人或可查看需求的用户可以预览需求的官文');
      // Outside the list holder's data scope the demand is not found, as its details are not.
      bindDataScope(tx, sessionDataScope(session));
      await demandRecord(tx, d.id);
    }
    if (!d.officialDocIds.includes(docId)) throw fail.notFound('该需求没有关联这份官文');
    const r = await tx.query<{ upload_id: number | null }>(`select upload_id from official_documents where id = $1 and deleted_at is null`, [docId]);
    if (!r.rows[0]?.upload_id) throw fail.notFound('官文文件不存在');
    return r.rows[0].upload_id;
  });
  return officialFileContent(ctx, uploadId);
};
