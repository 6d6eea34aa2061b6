// Page registry: the route tree names a component key, this maps it to a lazy chunk. The platform's own pages
// are here; modules register theirs through their client entry. missingPages() lists route keys without a
// page (a unit test checks it is empty once every module is registered).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ComponentKey } from '../../generated/routes';
import type { MenuItem } from '../../generated/types';

export interface PageProps { route: MenuItem }
export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

const loaders: Partial<Record<ComponentKey, PageLoader>> = {
  home: () => import('./home/HomePage'),
  login: () => import('./login/LoginPage'),
  agreement: () => import('./agreement/AgreementPage'),
  forbidden: () => import('./error/ForbiddenPage'),
  notFound: () => import('./error/NotFoundPage'),
  serverError: () => import('./error/ServerErrorPage'),
  deal: () => import('./deal/DealPage'),
  allDeadlines: () => import('./deadlines/AllDeadlinesPage'),
  schemaList: () => import('./schema-list/SchemaListPage'),
};

const lazyPages = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>();

export function registerPages(pages: Partial<Record<ComponentKey, PageLoader>>) {
  for (const [key, load] of Object.entries(pages) as Array<[ComponentKey, PageLoader]>) {
    if (loaders[key]) throw new Error(`page ${key} is registered twice`);
    loaders[key] = load;
  }
}

/** The lazy page of a route's component key (one lazy component per key, so React keeps its state). */
export function pageOf(key: ComponentKey): LazyExoticComponent<ComponentType<PageProps>> | undefined {
  const load = loaders[key];
  if (!load) return undefined;
  if (!lazyPages.has(key)) lazyPages.set(key, lazy(load));
  return lazyPages.get(key);
}

export function missingPages(keys: readonly ComponentKey[]): ComponentKey[] {
  return keys.filter((k) => !loaders[k]);
}

/** Starts loading a page's chunk ahead of navigation (the browser caches it; React.lazy then resolves at once). */
export function preloadPage(key: string | undefined) {
  if (key && loaders[key as ComponentKey]) void loaders[key as ComponentKey]!().catch(() => undefined);
}
