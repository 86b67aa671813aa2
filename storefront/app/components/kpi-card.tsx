import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One headline figure of the dashboard: what it counts, then the value. */
export function KpiCard({ label, value }: { label: string; value: string }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={label}
      sx={{ p: { xs: 2, sm: 2.5 }, height: '100%' }}
    >
      <Typography component="h2" variant="body2" color="text.secondary" gutterBottom>
        {label}
      </Typography>
      <Typography
        component="p"
        variant="h4"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere', fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
      >
        {value}
      </Typography>
    </Paper>
  );
}
