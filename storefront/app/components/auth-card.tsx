import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The bare, session-less layout of spec §2: one centred card per page (login, register, passwords). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container component="main" maxWidth="xs" sx={{ py: { xs: 4, sm: 10 } }}>
      <Typography variant="h4" component="p" align="center" color="primary" sx={{ mb: 3, fontWeight: 600 }}>
        Ponte
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>{children}</Box>
      </Paper>
    </Container>
  );
}
