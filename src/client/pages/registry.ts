// Page registry: the route tree names a component key, this maps it to a lazy chunk. Typed by the generated
// ComponentKey, so a key in schemas/menus/routes.json without a page fails to compile.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ComponentKey } from '../../generated/routes';
import type { MenuItem } from '../../generated/types';

export interface PageProps { route: MenuItem }
type Loader = () => Promise<{ default: ComponentType<PageProps> }>;

const loaders: Record<ComponentKey, Loader> = {
  home: () => import('./home/HomePage'),
  login: () => import('./login/LoginPage'),
  agreement: () => import('./agreement/AgreementPage'),
  useEvidenceIllustrate: () => import('./evidence/UseEvidenceIllustratePage'),
  forbidden: () => import('./error/ForbiddenPage'),
  notFound: () => import('./error/NotFoundPage'),
  serverError: () => import('./error/ServerErrorPage'),
  deal: () => import('./deal/DealPage'),
  personal: () => import('./personal/PersonalPage'),
  schemaList: () => import('./schema-list/SchemaListPage'),
  goodsService: () => import('./tool/GoodsServicePage'),
  brandDetail: () => import('./brand/BrandDetailPage'),
  mindMap: () => import('./mind-map/MindMapPage'),
};

export const pages = Object.fromEntries(Object.entries(loaders).map(([k, load]) => [k, lazy(load)])) as Record<ComponentKey, LazyExoticComponent<ComponentType<PageProps>>>;

/** Starts loading a page's chunk ahead of navigation (the browser caches it; React.lazy then resolves at once). */
export function preloadPage(key: string | undefined) {
  if (key && key in loaders) void loaders[key as ComponentKey]().catch(() => undefined);
}
