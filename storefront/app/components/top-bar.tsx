import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Form } from 'react-router';
import { useT } from '../utils/i18n.ts';

/** The signed-in top bar (spec §2): the person's full name and Sair, a POST so no GET logs anyone out. */
export function TopBar({ fullName }: { fullName: string }) {
  const t = useT();
  return (
    <AppBar position="static" elevation={0}>
      <Toolbar sx={{ gap: 2 }}>
        <Typography component="p" variant="h6" sx={{ flexGrow: 1, fontWeight: 600 }}>
          Ponte
        </Typography>
        <Typography component="p" variant="body1">
          {fullName}
        </Typography>
        <Form method="post" action="/logout">
          <Button type="submit" color="inherit" variant="outlined">
            {t('Sair')}
          </Button>
        </Form>
      </Toolbar>
    </AppBar>
  );
}
