// Classification calls (issue 5; spec 3.16, 7.2 /api/queryAllCgList, 7.4 similar goods with applyNo = regNo_class).
// Reference data shared by every tenant: the tables have no tenant_id, the tenant-scoped transaction reads them.
import { receiveUpload } from '../../../server/files/receive';
import { signedIn, type Handler, type RouteHandler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import * as ed from './editions';
import * as svc from './service';

export const tree: Handler<'classification.tree'> = async (ctx, body) => {
  const editions = await svc.listEditions(ctx.db);
  const edition = svc.pickEdition(editions, body.edition);
  const list = await svc.classTree(ctx.db, edition, { withItems: body.withItems, classNos: body.classNos });
  return { edition, editions, list };
};

export const children: Handler<'classification.children'> = async (ctx, body) => {
  const edition = await svc.resolveEdition(ctx.db, body.edition);
  return { list: await svc.children(ctx.db, edition, body.parentCode) };
};

export const search: Handler<'classification.search'> = async (ctx, body) => {
  const edition = await svc.resolveEdition(ctx.db, body.edition);
  return svc.searchGoods(ctx.db, edition, { keyword: body.keyword, classNos: body.classNos, limit: body.limit });
};

export const lookup: Handler<'classification.lookup'> = async (ctx, body) => {
  const edition = await svc.resolveEdition(ctx.db, body.edition);
  return svc.lookupCodes(ctx.db, edition, body.codes);
};

export const matchNames: Handler<'classification.matchNames'> = async (ctx, body) => {
  const edition = await svc.resolveEdition(ctx.db, body.edition);
  return svc.matchNames(ctx.db, edition, body.names, body.classNos);
};

export const similarGoods: Handler<'classification.similarGoods'> = async (ctx, body) => {
  if (body.applyNo) {
    const mark = await svc.trademarkGoods(ctx.db, body.applyNo);
    // The edition the mark was filed under when the record says so, else the asked or default one.
    const editions = await svc.listEditions(ctx.db);
    const filed = !body.edition && mark.edition ? editions.find((e) => e.edition === mark.edition) : undefined;
    const edition = filed ?? svc.pickEdition(editions, body.edition);
    const r = await svc.similarGoods(ctx.db, edition, { codes: mark.codes, names: mark.names });
    return { edition, applyNo: body.applyNo, trademark: { regNo: mark.regNo, tmCl: mark.tmCl, tmName: mark.tmName }, ...r };
  }
  if (!body.codes?.length && !body.names?.length) throw fail.validation('请提供申请号（注册号_类别）或商品编码、名称');
  const edition = await svc.resolveEdition(ctx.db, body.edition);
  const r = await svc.similarGoods(ctx.db, edition, { codes: body.codes, names: body.names });
  return { edition, applyNo: null, trademark: null, ...r };
};

// ---- Edition management (permission niceEditionManage) -------------------------------------------------------

export const editions: Handler<'classification.editions'> = async (ctx) => ({
  editions: await svc.listEditions(ctx.db),
  imports: await ed.recentImports(ctx.db),
});

export const setActiveEdition: Handler<'classification.setActiveEdition'> = async (ctx, body) => ({
  edition: await ed.setActiveEdition(ctx.db, signedIn(ctx).session.userId, body.edition),
});

export const importEdition: Handler<'classification.importEdition'> = async (ctx, body) =>
  ed.confirmEditionImport(ctx.db, signedIn(ctx).session.userId, body.id, body.edition, body.label);

export const importEditionStatus: Handler<'classification.importEditionStatus'> = async (ctx, body) => ed.editionImport(ctx.db, body.id);

/** POST /files/imports/nice-edition: the file streamed into storage, then checked line by line. */
export const editionUpload: RouteHandler = async (ctx) => {
  const session = ctx.session!;
  const key = ed.editionFileKey(session.tenantId);
  const file = await receiveUpload(ctx.req, ctx.route.upload!, ctx.files.storage, key);
  try {
    const parsed = await ed.parseStored(ctx.files.storage, key);
    const data = await ctx.scoped((tx) => ed.recordUpload(tx, session.userId, file.name, key, parsed));
    if (data.problemCount) await ctx.files.storage.remove(key);
    return { data };
  } catch (e) {
    await ctx.files.storage.remove(key);
    throw e;
  }
};
