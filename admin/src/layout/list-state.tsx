import type { ReactNode } from 'react';
import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, AlertTitle, Box, LinearProgress } from '@mui/material';
import {
  Button,
  EditButton,
  List,
  ShowButton,
  useGetRecordRepresentation,
  useListContext,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type ListProps,
  type RaRecord,
} from 'react-admin';

/**
 * A thin bar over the rows while the list asks the API again (page, sort or filter changed): the
 * previous page stays on screen meanwhile, so without it a slow answer looks like a click that did
 * nothing. Its 4px are always reserved, so the rows do not jump when it comes and goes.
 */
function ListProgress() {
  const translate = useTranslate();
  const { isFetching } = useListContext();
  return (
    <Box sx={{ height: 4 }}>
      {isFetching ? <LinearProgress aria-label={translate('Carregando')} /> : null}
    </Box>
  );
}

/**
 * A failed load: what could not be loaded, the reason, and a way to ask again (with its progress while
 * it asks). Lists (`ListError`) and single screens such as the notification preferences share it.
 */
export function LoadError({
  title,
  error,
  fetching,
  retry,
}: {
  title: string;
  error: unknown;
  fetching: boolean;
  retry: () => void;
}) {
  const translate = useTranslate();
  const reason =
    error instanceof Error && error.message ? translate(error.message, { _: error.message }) : '';
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button
          label="Tentar novamente"
          variant="outlined"
          color="inherit"
          disabled={fetching}
          onClick={retry}
        >
          <ReplayIcon />
        </Button>
      }
    >
      <AlertTitle>{translate(title)}</AlertTitle>
      {reason}
      {fetching ? <LinearProgress sx={{ mt: 1 }} aria-label={translate('Carregando')} /> : null}
    </Alert>
  );
}

/**
 * What a list shows when it could not be loaded: the reason and a way to ask again. Never the
 * empty state: "Nenhum resultado" would tell the admin there is nothing, which is not known.
 */
function ListError() {
  const { error, refetch, isFetching } = useListContext();
  return (
    <LoadError
      title="Não foi possível carregar a lista."
      error={error}
      fetching={Boolean(isFetching)}
      retry={() => void refetch()}
    />
  );
}

/**
 * react-admin's `List` as every console list should be: a visible loading bar when it fetches, and a
 * failed load shown as an error with a retry (`ListError`) instead of an empty list.
 */
export function ConsoleList<R extends RaRecord = RaRecord>({ children, ...props }: ListProps<R>) {
  return (
    <List<R> error={<ListError />} {...props}>
      <ListProgress />
      {children as ReactNode}
    </List>
  );
}

/** The row's record as the screen names it ("Joana Silva"), for the row buttons' accessible names. */
function useRowName() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const represent = useGetRecordRepresentation(resource);
  return record ? String(represent(record) ?? record.id) : '';
}

/**
 * An explicit "Editar" in each row: rows open on click, but a click is not reachable by keyboard;
 * this link is, and its name says which row it edits ("Editar Joana Silva").
 */
export function RowEditButton() {
  const translate = useTranslate();
  const name = useRowName();
  return <EditButton aria-label={translate('Editar %{name}', { name })} />;
}

/** An explicit "Exibir" in each row, as `RowEditButton`, for lists whose rows open a detail page. */
export function RowShowButton() {
  const translate = useTranslate();
  const name = useRowName();
  return <ShowButton aria-label={translate('Exibir %{name}', { name })} />;
}
