import { DeleteButton, SaveButton, Toolbar, type DeleteButtonProps } from 'react-admin';
import { readableDanger } from './readable-danger.ts';

/**
 * The edit form's toolbar: save on the left, remove on the right. Removal waits for the API
 * (pessimistic) after the spec's confirmation; `confirmTitle` may use `%{recordRepresentation}`.
 */
export function SaveDeleteToolbar({
  confirmTitle,
  confirmContent,
  mutationOptions,
}: {
  confirmTitle: string;
  confirmContent: string;
  /** What follows the removal, when the API may have done something else than delete (say so). */
  mutationOptions?: DeleteButtonProps['mutationOptions'];
}) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton
        sx={readableDanger}
        mutationMode="pessimistic"
        confirmColor="warning"
        confirmTitle={confirmTitle}
        confirmContent={confirmContent}
        mutationOptions={mutationOptions}
      />
    </Toolbar>
  );
}
