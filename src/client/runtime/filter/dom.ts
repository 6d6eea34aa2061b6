/** Scrolls the filter field of a row into view (first validation error, spec 5). */
export function scrollToFilterField(prop: string) {
  const el = document.querySelector(`[data-filter-prop="${CSS.escape(prop)}"]`);
  el?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  el?.querySelector<HTMLElement>('input, .ant-select-selector')?.focus?.();
}
