// Named slot components for filter rows of type "slot" (spec 3.17). Screens name a slot; a feature registers
// the component under that name at load time. Unknown names render nothing.
import type { ComponentType } from 'react';
import type { FilterRow } from '../screen-types';

export interface FilterSlotProps {
  row: FilterRow;
  value: unknown;
  onChange: (value: unknown) => void;
}

const slots = new Map<string, ComponentType<FilterSlotProps>>();

export function registerFilterSlot(name: string, component: ComponentType<FilterSlotProps>) {
  slots.set(name, component);
}

export function filterSlot(name: string | undefined): ComponentType<FilterSlotProps> | undefined {
  return name ? slots.get(name) : undefined;
}
