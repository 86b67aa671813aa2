import { lazy } from 'react';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import type { Plan } from '@ponte/shared';

/** The `plans` resource: /v1/subscriber-plans. Its screens load on first visit. */
export const plans = {
  list: lazy(() => import('./plan-list.tsx').then((m) => ({ default: m.PlanList }))),
  create: lazy(() => import('./plan-create.tsx').then((m) => ({ default: m.PlanCreate }))),
  edit: lazy(() => import('./plan-edit.tsx').then((m) => ({ default: m.PlanEdit }))),
  icon: CardMembershipIcon,
  recordRepresentation: (record: Plan) => record.name,
};
