import { DeleteButton, SaveButton, Toolbar } from 'react-admin';
import { readableDanger } from './readable-danger.ts';

/**
 * The edit form's toolbar: save on the left, remove on the right. Removal waits for the API
 * (pessimistic) after the spec's confirmation; `confirmTitle` may use `%{recordRepresentation}`.
 */
export function SaveDeleteToolbar({
  confirmTitle,
  confirmContent,
}: {
  confirmTitle: string;
  confirmContent: string;
}) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton
        sx={readableDanger}
        mutationMode="pessimistic"
        confirmTitle={confirmTitle}
        confirmContent={confirmContent}
      />
    </Toolbar>
  );
}
