// Toolbar and row actions of the list screens (spec 2.16, 4, 8), headless: every effect (call, confirm,
// toast, download, navigation, form, refresh) comes in through the context, so the rules are unit-tested.
import { calls, type CallRef } from '../../../generated/calls';
import type { MessageKey } from '../../i18n';
import { fillPath } from '../grid/buttons';
import type { ConfirmOptions } from '../confirm/confirmStore';
import type { Row } from '../list/listController';
import type { ButtonDef, I18n, ScreenDef } from '../screen-types';
import { openWidget, type WidgetContext } from '../widgets/widgetStore';

export interface ExportRecordResult { id: number | string; fileName?: string; status: 0 | 1 | 2; errorMessage?: string | null }

export interface ActionContext {
  screen: Pick<ScreenDef, 'calls'>;
  call: (call: CallRef, body: unknown) => Promise<unknown>;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  notify: { success(text: string): void; warning(text: string): void; error(text: string): void; info(text: string): void };
  download: (url: string, fallbackName: string) => Promise<void>;
  navigate: (to: string) => void;
  openForm: (mode: 'create' | 'update', row?: Row) => void;
  refresh: () => void;
  /** Current filters, sorts, visible columns and selected ids, for export. */
  exportBody: () => Record<string, unknown>;
  t: (key: MessageKey, vars?: Record<string, string | number>) => string;
  text: (value: I18n | undefined) => string;
  /** Opens a registered widget (defaults to the page's widget host). */
  openWidget?: (key: string, context: WidgetContext) => void;
}

export const exportFileUrl = (id: number | string) => `/files/exports/${encodeURIComponent(String(id))}`;

/** A call named by CallRef or by 'module.call' in the generated catalogue. */
export function resolveCall(ref: CallRef | string | undefined): CallRef | undefined {
  if (!ref) return undefined;
  if (typeof ref !== 'string') return ref;
  const [module, name] = ref.split('.');
  return (calls as unknown as Record<string, Record<string, CallRef>>)[module]?.[name];
}

function idBody(button: ButtonDef, row: Row | undefined) {
  return row ? { [button.action.idKey ?? 'id']: row.id } : {};
}

/** Runs a button's action; resolves true when it completed, false when cancelled or failed. */
export async function runAction(button: ButtonDef, row: Row | undefined, ctx: ActionContext): Promise<boolean> {
  const { action } = button;
  const { t } = ctx;
  try {
    switch (action.type) {
      case 'create':
        ctx.openForm('create');
        return true;
      case 'update':
        ctx.openForm('update', row);
        return true;
      case 'refresh':
        ctx.refresh();
        return true;
      case 'link':
        if (!action.to) return false;
        ctx.navigate(fillPath(action.to, row));
        return true;
      case 'delete': {
        const call = resolveCall(action.call) ?? ctx.screen.calls.delete;
        if (!call || !row) return false;
        const ok = await ctx.confirm({ type: action.confirm ?? 'delete', content: action.confirmText ? ctx.text(action.confirmText) : t('action.deleteConfirm') });
        if (!ok) return false;
        await ctx.call(call, idBody(button, row));
        ctx.notify.success(t('action.deleted'));
        ctx.refresh();
        return true;
      }
      case 'call': {
        const call = resolveCall(action.call);
        if (!call) return false;
        if (action.confirm) {
          const content = action.confirmText ? ctx.text(action.confirmText) : t('action.callConfirm', { label: ctx.text(button.label) });
          if (!(await ctx.confirm({ type: action.confirm, content }))) return false;
        }
        await ctx.call(call, idBody(button, row));
        ctx.notify.success(t('action.done'));
        ctx.refresh();
        return true;
      }
      case 'export': {
        const call = resolveCall(action.call) ?? ctx.screen.calls.export;
        if (!call) return false;
        const record = (await ctx.call(call, ctx.exportBody())) as ExportRecordResult;
        if (record.status === 1) {
          await ctx.download(exportFileUrl(record.id), record.fileName ?? 'export.xlsx');
          ctx.notify.success(t('action.exportDone'));
        } else if (record.status === 0) {
          ctx.notify.info(t('action.exportQueued'));
        } else {
          ctx.notify.error(record.errorMessage || t('action.exportFailed'));
          return false;
        }
        return true;
      }
      case 'widget': {
        if (!action.widget) return false;
        (ctx.openWidget ?? openWidget)(action.widget, { screen: ctx.screen as ScreenDef, row, list: ctx.exportBody(), refresh: ctx.refresh });
        return true;
      }
      case 'download': {
        if (!action.to || !row) return false;
        await ctx.download(fillPath(action.to, row), String(row.fileName ?? row.name ?? 'download'));
        return true;
      }
    }
  } catch (e) {
    // Call failures were already toasted by the request layer; downloads report their own message.
    if (e instanceof Error && e.name === 'DownloadError') ctx.notify.error(e.message);
    return false;
  }
  return false;
}
