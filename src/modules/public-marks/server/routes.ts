// The module's HTTP route (schemas/http-routes.json): the generated figure images of synthetic marks (public,
// cacheable, like the archive's word-mark images).
import type { RouteHandler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { figureSvg, figureUrl, parseFigureUrl } from '../shared/figures';

export const figure: RouteHandler = async (ctx) => {
  const f = parseFigureUrl(figureUrl(Number(ctx.query.f), Number(ctx.query.v)));
  if (!f) throw fail.notFound(`没有图形 ${ctx.query.f}（变体 ${ctx.query.v}）`);
  return { content: { body: figureSvg(f.figure, f.variant), type: 'image/svg+xml', cache: 'public, max-age=86400' } };
};
