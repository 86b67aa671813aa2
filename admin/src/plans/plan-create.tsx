import { Create, SimpleForm } from 'react-admin';
import { toPlanBody } from './plan-choices.ts';
import { PlanInputs } from './plan-inputs.tsx';

const defaults = { interval: 'month', features: [], active: true, position: 0, description: '' };

/** A new plan; the spec lands on the plans list afterwards (docs/product.md#navigation-after-actions). */
export function PlanCreate() {
  return (
    <Create title="Novo plano" redirect="list" transform={toPlanBody}>
      <SimpleForm noValidate defaultValues={defaults} warnWhenUnsavedChanges>
        <PlanInputs />
      </SimpleForm>
    </Create>
  );
}
