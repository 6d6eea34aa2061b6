// Risk monitoring, client entry. The watch and hit lists are schema screens (schemas/screens/risk*.json); this
// module adds the 拟提异议 dialog their rows open (widget riskPlanOpposition), and the hit's panel of the comparison
// page (public-marks, /tool/dplsearch4?hit=): the hit, its deadline, its actions and what was planned from it.
import type { ClientModule } from '../../client/modules';

export const riskClient: ClientModule = {
  name: 'risk',
  widgets: { riskPlanOpposition: () => import('./client/PlanOppositionWidget') },
};

/** The hit's panel above the comparison of the watched mark with the hit (loaded by the comparison page). */
export const loadHitPanel = () => import('./client/HitPanel');
