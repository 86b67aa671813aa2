import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** Short inputs side by side on wider screens (react-admin inputs are full width by default). */
export function InputRow({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        columnGap: 2,
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
