import type { Plan } from '@ponte/shared';
import { formatBRL } from '@ponte/shared/i18n';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { Form } from 'react-router';
import { useT } from '../../utils/i18n.ts';

const PRICE_PER_INTERVAL = { month: '{price} por mês', year: '{price} por ano' } as const;

export interface PlanCardProps {
  plan: Plan;
  /** The plan of the person's current (or last) subscription. */
  current: boolean;
  /** "Renovar" instead of "Assinar" (the /plans/renew link, or the plan one already pays for). */
  renew: boolean;
  /** A subscription awaiting payment approval blocks another one (the API would answer 409). */
  disabled: boolean;
}

/** One plan for sale: price per period, features and the subscribe button (a plain form post). */
export function PlanCard({ plan, current, renew, disabled }: PlanCardProps) {
  const t = useT();
  const titleId = `plan-${plan.id}-name`;
  const action = renew ? t('Renovar') : t('Assinar');
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: current ? 'primary.main' : undefined,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography id={titleId} component="h2" variant="h6">
            {plan.name}
          </Typography>
          {current ? <Chip label={t('Seu plano')} color="primary" size="small" /> : null}
        </Stack>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {t(PRICE_PER_INTERVAL[plan.interval], { price: formatBRL(plan.price_cents) })}
        </Typography>
        {plan.description ? (
          <Typography color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
            {plan.description}
          </Typography>
        ) : null}
        {plan.features.length ? (
          <List dense aria-label={t('Recursos do plano {name}', { name: plan.name })}>
            {plan.features.map((feature, index) => (
              <ListItem key={index} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <CheckIcon />
                </ListItemIcon>
                <ListItemText primary={feature} />
              </ListItem>
            ))}
          </List>
        ) : null}
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Form method="post" style={{ width: '100%' }}>
          <input type="hidden" name="intent" value="subscribe" />
          <input type="hidden" name="plan_id" value={plan.id} />
          {/* Every card's button has the same text: the plan's name makes each one distinct to a screen reader. */}
          <Button
            type="submit"
            variant="contained"
            fullWidth
            disabled={disabled}
            aria-label={`${action}: ${plan.name}`}
          >
            {action}
          </Button>
        </Form>
      </CardActions>
    </Card>
  );
}

function CheckIcon() {
  return (
    <SvgIcon fontSize="small" color="primary" aria-hidden="true">
      <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
    </SvgIcon>
  );
}
