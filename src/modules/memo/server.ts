// 备忘录 (/memo), server entry: the signed-in user's own notes (schema screen memos over memos_view) and their
// reminders, which a periodic job turns into workbench messages exactly once across servers; demo notes.
import { defineServerModule } from '../../server/modules';
import * as h from './server/handlers';
import { sendMemoReminders } from './server/reminders';
import { seedMemos } from './server/seed';

export const memoServer = defineServerModule({
  name: 'memo',
  handlers: {
    'memo.list': h.list,
    'memo.create': h.create,
    'memo.update': h.update,
    'memo.remove': h.remove,
  },
  periodic: [{ everyMs: 60 * 1000, run: (db) => sendMemoReminders(db) }],
  seedDemo: seedMemos,
});
