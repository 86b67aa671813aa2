import { Box, Typography } from '@mui/material';
import {
  BooleanField,
  EditButton,
  EmailField,
  Labeled,
  SelectField,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateField } from '../layout/date-field.tsx';
import type { User } from '@ponte/shared';
import { roleChoices } from './client-choices.ts';
import { FormattedField } from '../inputs/brazilian-inputs.tsx';
import { ClientShipments, ClientProducts } from './client-related.tsx';
import { ClientSubscription } from './client-subscription.tsx';
import { DeactivateClientButton } from './deactivate-client-button.tsx';

function ShowActions() {
  return (
    <TopToolbar>
      <EditButton />
      <DeactivateClientButton />
    </TopToolbar>
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

function ClientDetails() {
  const record = useRecordContext<User>();
  if (!record) return null;
  return (
    <>
      <Section title="Dados pessoais">
        <Box sx={grid}>
          <Labeled>
            <TextField source="name" />
          </Labeled>
          <Labeled>
            <TextField source="last_name" />
          </Labeled>
          <Labeled>
            <EmailField source="email" />
          </Labeled>
          <Labeled>
            <SelectField source="role" choices={roleChoices} />
          </Labeled>
          <Labeled>
            <FormattedField kind="document" source="document" />
          </Labeled>
          <Labeled>
            <FormattedField kind="phone" source="phone" />
          </Labeled>
          <Labeled>
            <BooleanField source="active" />
          </Labeled>
          <Labeled>
            <DateField source="created_at" />
          </Labeled>
        </Box>
      </Section>
      <Section title="Endereço">
        <Box sx={grid}>
          <Labeled>
            <FormattedField kind="cep" source="postcode" />
          </Labeled>
          {(['address', 'number', 'complement', 'district', 'city', 'state'] as const).map((source) => (
            <Labeled key={source}>
              <TextField source={source} emptyText="—" />
            </Labeled>
          ))}
        </Box>
      </Section>
      {record.role !== 'admin' && (
        <Section title="Assinatura">
          <ClientSubscription />
        </Section>
      )}
      {record.role !== 'admin' && (
        <Section title="Remessas">
          <ClientShipments role={record.role} />
        </Section>
      )}
      {record.role !== 'admin' && (
        <Section title={record.role === 'supplier' ? 'Produtos do fornecedor' : 'Seleção de produtos'}>
          <ClientProducts role={record.role} />
        </Section>
      )}
    </>
  );
}

/** A person's data, address, subscription, shipments and products (their selection, or their catalogue). */
export function ClientShow() {
  return (
    <Show actions={<ShowActions />}>
      <ClientDetails />
    </Show>
  );
}
