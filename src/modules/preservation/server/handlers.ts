// Calls of evidence preservation: preserving an uploaded file, and verifying the tenant's chain (or one record). The
// list and the detail are the generic handlers of the screen; a web capture is an HTTP route (./capture.ts) because
// its fetch must not hold the call's transaction.
import { listSpecs } from '../../../generated/list-specs';
import type { Handler } from '../../../server/http/context';
import { signedIn } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { dataScopeSql } from '../../../server/lists/data-scope';
import { loadRecord } from '../../../server/lists/generic';
import { chainInstant, GENESIS, verifyChain } from './chain';
import { appendRecord, hashStored, loadChain, loadHead, operatorName } from './store';

export const spec = listSpecs.preservedEvidences;

/** Trimmed text, null when empty. */
export const cleanText = (v: string | null | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : null);

export const addFile: Handler<'preservation.addFile'> = async (ctx, body) => {
  const s = signedIn(ctx);
  const title = cleanText(body.title);
  if (!title) throw fail.validation('字段“存证名称”（title）不能为空');
  const up = (
    await ctx.db.query<{ uid: string; name: string; mime: string; path: string; created_at: Date }>(
      `select uid, name, mime, path, created_at from uploads where uid = $1`,
      [body.file.uid],
    )
  ).rows[0];
  if (!up) throw fail.validation(`字段“证据文件”（file）中的文件“${body.file.name}”不存在，请重新上传`);
  const earlier = await ctx.db.query<{ seq: number }>(`select seq from preserved_evidences where file_uid = $1`, [up.uid]);
  if (earlier.rows[0]) throw fail.conflict(`该文件已存证（链上序号 ${earlier.rows[0].seq}），请勿重复存证`);
  // The hash is taken of the bytes in storage, never of what the client says about them.
  const stored = await hashStored(ctx.files.storage, up.path);
  if (!stored) throw fail.validation(`字段“证据文件”（file）中的文件“${up.name}”已不在存储中，请重新上传`);
  const id = await appendRecord(ctx.db, {
    kind: 'file',
    title,
    sourceUrl: null,
    finalUrl: null,
    httpStatus: null,
    remoteAddress: null,
    contentType: up.mime,
    fileUid: up.uid,
    fileName: up.name,
    fileSize: stored.size,
    contentSha256: stored.sha256,
    // The capture time of a file is when it reached the server (the upload).
    capturedAt: chainInstant(new Date(up.created_at)),
    operatorId: s.session.userId,
    operatorName: await operatorName(ctx.db, s.session.userId),
    remark: cleanText(body.remark),
  });
  return (await loadRecord(ctx.db, spec, id)) as never;
};

export const verify: Handler<'preservation.verify'> = async (ctx, body) => {
  const chain = await loadChain(ctx.db);
  const head = await loadHead(ctx.db);
  // Every record takes part in the chain's check; the caller sees the results of those in their data scope.
  const scope = dataScopeSql(ctx.db, spec);
  const visible = scope ? new Set((await ctx.db.query<{ id: number }>(`select id from preserved_evidences where true${scope}`)).rows.map((r) => Number(r.id))) : null;
  const target = body.id === undefined ? null : chain.find((r) => r.id === body.id && (!visible || visible.has(r.id)));
  if (target === undefined) throw fail.notFound('存证不存在或已删除');
  const files = new Map<number, string | null>();
  for (const r of target ? [target] : chain) files.set(r.id, (await hashStored(ctx.files.storage, r.storageKey))?.sha256 ?? null);
  const result = verifyChain(chain, head, files);
  const byId = new Map(chain.map((r) => [r.id, r]));
  const failed = result.records.filter((r) => !r.ok);
  const shown = result.records.filter((r) => (target ? r.id === target.id : !visible || visible.has(r.id)));
  return {
    checkedAt: new Date().toISOString(),
    scope: target ? 'record' : 'chain',
    total: chain.length,
    passed: result.records.length - failed.length,
    failed: failed.length,
    hiddenFailed: visible ? failed.filter((r) => !visible.has(r.id)).length : 0,
    headSeq: head?.lastSeq ?? 0,
    headHash: head?.lastHash ?? GENESIS,
    chainOk: failed.length === 0 && result.chainProblems.length === 0,
    chainProblems: result.chainProblems,
    records: shown.map((r) => {
      const rec = byId.get(r.id)!;
      return { id: r.id, seq: r.seq, title: rec.title, kind: rec.kind, capturedAt: rec.capturedAt, ok: r.ok, fileChecked: r.fileChecked, problems: r.problems };
    }),
  };
};
