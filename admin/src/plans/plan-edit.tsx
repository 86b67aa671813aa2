import { Edit, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import type { Plan } from '@ponte/shared';
import { toPlanBody } from './plan-choices.ts';
import { PlanInputs } from './plan-inputs.tsx';
import { SaveDeleteToolbar } from '../inputs/save-delete-toolbar.tsx';

function PlanTitle() {
  const translate = useTranslate();
  const plan = useRecordContext<Plan>();
  return <>{translate('Plano: %{name}', { name: plan?.name ?? '' })}</>;
}

/**
 * Edits a plan. Pessimistic, so the API's field errors land on the inputs before leaving; saved or
 * removed, the spec lands on the plans list (product-spec §2).
 */
export function PlanEdit() {
  return (
    <Edit<Plan> title={<PlanTitle />} mutationMode="pessimistic" redirect="list" transform={toPlanBody}>
      <SimpleForm
        toolbar={
          <SaveDeleteToolbar
            confirmTitle="Remover o plano %{recordRepresentation}?"
            confirmContent="Um plano que já teve assinaturas não é apagado: ele é desativado e deixa de ser oferecido."
          />
        }
      >
        <PlanInputs />
      </SimpleForm>
    </Edit>
  );
}
