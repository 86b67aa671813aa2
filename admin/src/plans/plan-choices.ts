import type { Plan } from '@ponte/shared';
import { subscriberRoleChoices } from '../subscriptions/subscription-choices.ts';

/** Choice names are phrase keys: react-admin translates them (pt-BR is the key itself). */
export const planRoleChoices = subscriberRoleChoices;

export const planIntervalChoices = [
  { id: 'month', name: 'Mensal' },
  { id: 'year', name: 'Anual' },
];

/** The fields an admin edits; anything else in the record (id, counts, dates) the API refuses. */
const PLAN_FIELDS = [
  'name',
  'description',
  'role',
  'price_cents',
  'interval',
  'features',
  'active',
  'position',
] as const;

type PlanForm = Partial<Record<(typeof PLAN_FIELDS)[number], unknown>>;

/** The form's values as the API's plan body: only known fields, empty texts as the API wants them. */
export function toPlanBody(data: Partial<Plan>): PlanForm {
  const body: PlanForm = {};
  for (const field of PLAN_FIELDS) if (data[field] !== undefined) body[field] = data[field];
  body.description = data.description ?? '';
  body.features = (data.features ?? []).map((feature) => feature.trim()).filter(Boolean);
  return body;
}
