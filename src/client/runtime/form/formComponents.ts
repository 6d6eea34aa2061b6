// Formily components that modules contribute to the schema forms (x-component names such as
// GoodsItemsInput), registered as lazy loaders through the module's client entry so their code loads with
// the first form that uses them.
import type { ComponentType } from 'react';
import { lazyComponent } from '../lazyComponent';

// Formily passes each component its own props (value, onChange, x-component-props...).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormComponent = ComponentType<any>;
export type FormComponentLoader = () => Promise<FormComponent>;

const loaders = new Map<string, FormComponentLoader>();

export function registerFormComponents(components: Record<string, FormComponentLoader>) {
  for (const [name, load] of Object.entries(components)) {
    if (loaders.has(name)) throw new Error(`form component ${name} is registered twice`);
    loaders.set(name, load);
  }
}

/** Every registered component, each behind its own Suspense boundary. */
export function registeredFormComponents(): Record<string, FormComponent> {
  const out: Record<string, FormComponent> = {};
  for (const [name, load] of loaders) out[name] = lazyComponent(load, name);
  return out;
}
