// userCustomDisplay (spec 7.8): per-user display state on the server, so it follows the user to another
// browser: 1 column settings per table, 7 country-group hint dismissal, 8 sort presets per table.
import { signedIn, type Handler } from '../http/context';

export const set: Handler<'display.set'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  await ctx.db.query(
    `insert into user_custom_display (tenant_id, user_id, display_type, table_key, display_content, updated_at)
     values (current_setting('app.tenant_id')::integer, $1, $2, $3, $4, now())
     on conflict (user_id, display_type, table_key) do update set display_content = excluded.display_content, updated_at = now()`,
    [session.userId, body.displayType, body.tableKey ?? '', body.displayContent],
  );
  return null;
};

export const query: Handler<'display.query'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  const r = await ctx.db.query<{ display_content: string | null }>(
    'select display_content from user_custom_display where user_id = $1 and display_type = $2 and table_key = $3',
    [session.userId, body.displayType, body.tableKey ?? ''],
  );
  return { displayContent: r.rows[0]?.display_content ?? null };
};
