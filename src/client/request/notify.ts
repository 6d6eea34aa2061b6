// Toasts from outside React (request layer). The app registers antd's context-aware message API at start.
import type { MessageInstance } from 'antd/es/message/interface';

let api: MessageInstance | null = null;
const recent = new Map<string, number>();

export function setMessageApi(instance: MessageInstance) {
  api = instance;
}

function show(kind: 'error' | 'warning' | 'success', text: string) {
  // The same text fired by several concurrent calls shows once.
  const now = Date.now();
  if ((recent.get(text) ?? 0) > now - 1500) return;
  recent.set(text, now);
  api?.[kind](text);
}

export const notify = {
  error: (text: string) => show('error', text),
  warning: (text: string) => show('warning', text),
  success: (text: string) => show('success', text),
};
