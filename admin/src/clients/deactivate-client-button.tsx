import PersonOffIcon from '@mui/icons-material/PersonOff';
import { DeleteWithConfirmButton, useRecordContext } from 'react-admin';
import { fullName, type User } from '@ponte/shared';

/**
 * DELETE /v1/users/{id} deactivates: the account keeps its records and can no longer sign in. After
 * it, the list (docs/product.md#navigation-after-actions); an inactive account has nothing left to deactivate.
 */
export function DeactivateClientButton() {
  const record = useRecordContext<User>();
  if (!record?.active) return null;
  return (
    <DeleteWithConfirmButton
      label="Desativar"
      icon={<PersonOffIcon />}
      confirmTitle="Desativar %{name}?"
      confirmContent="A conta deixa de entrar no sistema e suas sessões são encerradas. Os dados dela são mantidos."
      titleTranslateOptions={{ name: fullName(record) }}
      successMessage="Cliente desativado."
      mutationMode="pessimistic"
      confirmColor="warning"
      redirect="list"
    />
  );
}
