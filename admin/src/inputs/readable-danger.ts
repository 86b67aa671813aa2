import type { Theme } from '@mui/material';

/**
 * The text of a delete button on react-admin's grey form toolbar: the spec's cancel red (#d33) is
 * 3.5:1 on it, so light mode uses its darker shade (dark mode's lighter red already reads).
 */
export const readableDanger = (theme: Theme) => ({
  color: theme.palette.mode === 'light' ? theme.palette.error.dark : theme.palette.error.main,
});
