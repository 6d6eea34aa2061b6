// Toasts from outside React (request layer). The app registers antd's context-aware message API at start.
import type { MessageInstance } from 'antd/es/message/interface';

let api: MessageInstance | null = null;
const recent = new Map<string, number>();
/** Toasts raised before the app mounted its message holder (an answer that came before the first render). */
type Kind = 'error' | 'warning' | 'success' | 'info';
const pending: Array<[Kind, string]> = [];

export function setMessageApi(instance: MessageInstance) {
  api = instance;
  for (const [kind, text] of pending.splice(0)) api[kind](text);
}

function show(kind: Kind, text: string) {
  // The same text fired by several concurrent calls shows once.
  const now = Date.now();
  if ((recent.get(text) ?? 0) > now - 1500) return;
  recent.set(text, now);
  if (api) api[kind](text);
  else pending.push([kind, text]);
}

export const notify = {
  error: (text: string) => show('error', text),
  warning: (text: string) => show('warning', text),
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
};
