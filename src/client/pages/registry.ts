// Page registry: the route tree names a component key, this maps it to a lazy chunk. Typed by the generated
// ComponentKey, so a key in schemas/menus/routes.json without a page fails to compile.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ComponentKey } from '../../generated/routes';
import type { MenuItem } from '../../generated/types';

export interface PageProps { route: MenuItem }
type Page = LazyExoticComponent<ComponentType<PageProps>>;

export const pages: Record<ComponentKey, Page> = {
  home: lazy(() => import('./home/HomePage')),
  login: lazy(() => import('./login/LoginPage')),
  agreement: lazy(() => import('./agreement/AgreementPage')),
  useEvidenceIllustrate: lazy(() => import('./evidence/UseEvidenceIllustratePage')),
  forbidden: lazy(() => import('./error/ForbiddenPage')),
  notFound: lazy(() => import('./error/NotFoundPage')),
  serverError: lazy(() => import('./error/ServerErrorPage')),
  deal: lazy(() => import('./deal/DealPage')),
  personal: lazy(() => import('./personal/PersonalPage')),
};
