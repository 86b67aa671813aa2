import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useT } from '../utils/i18n.ts';

/** A full-page message (not found, unexpected error) with a way back home that needs no JavaScript. */
export function CenteredMessage({ title }: { title: string }) {
  const t = useT();
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {title}
      </Typography>
      <Button href="/" variant="outlined">
        {t('Voltar para o início')}
      </Button>
    </Container>
  );
}
