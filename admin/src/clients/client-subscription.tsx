import { Box } from '@mui/material';
import { Labeled, ReferenceField, SelectField, TextField } from 'react-admin';
import { DateField } from '../layout/date-field.tsx';
import { subscriptionChoices } from './client-choices.ts';

/** The subscription state the API computes for the person (docs/domain-rules.md#subscriptions), with the plan's name. */
export function ClientSubscription() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, 1fr)' } }}>
      <Labeled>
        <SelectField source="subscription.status" choices={subscriptionChoices} />
      </Labeled>
      <Labeled>
        <ReferenceField source="subscription.plan_id" reference="plans" link={false} emptyText="—">
          <TextField source="name" />
        </ReferenceField>
      </Labeled>
      <Labeled>
        <DateField source="subscription.current_period_end" emptyText="—" />
      </Labeled>
      <Labeled>
        <DateField source="subscription.trial_ends_at" emptyText="—" />
      </Labeled>
    </Box>
  );
}
