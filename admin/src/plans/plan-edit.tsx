import { Edit, SimpleForm, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
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
 * removed, the spec lands on the plans list (docs/product.md#navigation-after-actions).
 */
export function PlanEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  // The API deletes a plan nobody subscribed to and only deactivates one with subscribers; in that case
  // its answer carries the plan as it now is (just updated), otherwise the provider gives back the
  // record as it was. The notice says which happened, never "removed" for a plan that is still there.
  const onRemoved = (data: Plan, variables: { previousData?: Plan | undefined }) => {
    const kept =
      variables.previousData !== undefined && data.updated_at !== variables.previousData.updated_at;
    notify(kept ? 'Plano desativado: ele tem assinantes.' : 'Plano removido.', { type: 'info' });
    redirect('list', 'plans');
  };
  return (
    <Edit<Plan> title={<PlanTitle />} mutationMode="pessimistic" redirect="list" transform={toPlanBody}>
      <SimpleForm
        // The API answers each field in Portuguese: no browser bubble in its own language.
        noValidate
        warnWhenUnsavedChanges
        toolbar={
          <SaveDeleteToolbar
            confirmTitle="Remover o plano %{recordRepresentation}?"
            confirmContent="Um plano que já teve assinaturas não é removido: ele é desativado e deixa de ser oferecido."
            mutationOptions={{ onSuccess: onRemoved }}
          />
        }
      >
        <PlanInputs />
      </SimpleForm>
    </Edit>
  );
}
