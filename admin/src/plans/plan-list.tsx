import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  FunctionField,
  NumberField,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useNotify,
  useTranslate,
  WrapperField,
} from 'react-admin';
import type { Plan } from '@ponte/shared';
import { useMoney } from '../layout/use-money.ts';
import { ListPagination } from '../layout/list-pagination.tsx';
import { ConsoleList, RowEditButton } from '../layout/list-state.tsx';
import { planIntervalChoices, planRoleChoices } from './plan-choices.ts';
import { PlansTabs } from './plans-tabs.tsx';

const planFilters = [
  <SelectInput key="role" source="role" label="Para quem" choices={planRoleChoices} alwaysOn />,
];

function PlanListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

/** Every plan, active or not, in the order subscribers see them (`position`). */
export function PlanList() {
  const money = useMoney();
  const notify = useNotify();
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const choiceName = (choices: { id: string; name: string }[], id: string) =>
    translate(choices.find((choice) => choice.id === id)?.name ?? id);
  return (
    <>
      <PlansTabs current="plans" />
      <ConsoleList
        filters={planFilters}
        actions={<PlanListActions />}
        sort={{ field: 'position', order: 'ASC' }}
        exporter={false}
        pagination={<ListPagination />}
        // The spec's message for a plan list that does not load (docs/product.md#messages).
        queryOptions={{ onError: () => notify('Erro ao carregar os planos', { type: 'error' }) }}
      >
        {phone ? (
          <SimpleList<Plan>
            primaryText={(plan) => plan.name}
            secondaryText={(plan) =>
              `${money(plan.price_cents)} · ${choiceName(planIntervalChoices, plan.interval)}`
            }
            tertiaryText={(plan) => choiceName(planRoleChoices, plan.role)}
            linkType="edit"
          />
        ) : (
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            <TextField source="name" label="Nome do plano" />
            <SelectField source="role" label="Para quem" choices={planRoleChoices} />
            <FunctionField<Plan>
              label="Preço"
              sortBy="price_cents"
              render={(plan) => money(plan.price_cents)}
            />
            <SelectField source="interval" label="Cobrança" choices={planIntervalChoices} />
            <BooleanField source="active" label="Ativo" />
            <NumberField source="position" label="Posição" />
            <NumberField source="subscribers_count" label="Assinantes" sortable={false} />
            <WrapperField label="Ações" textAlign="right">
              <RowEditButton />
            </WrapperField>
          </Datagrid>
        )}
      </ConsoleList>
    </>
  );
}
