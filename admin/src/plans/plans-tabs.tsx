import { Tab, Tabs } from '@mui/material';
import { Link, useCreatePath, useGetList, useTranslate } from 'react-admin';

export type PlansTab = 'plans' | 'subscriptions';

/**
 * Planos and its subscriptions are one menu entry (the spec's "Planos"), shown as two tabs that are
 * plain links, so each tab has its own URL (decision 022). The subscriptions tab counts the
 * payments waiting for approval, the admin's to-do.
 */
export function PlansTabs({ current }: { current: PlansTab }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { total: pending } = useGetList('subscriptions', {
    filter: { status: 'pending' },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'DESC' },
  });
  const subscriptionsLabel = !pending
    ? translate('Assinaturas')
    : pending === 1
      ? translate('Assinaturas (1 pendente)')
      : translate('Assinaturas (%{count} pendentes)', { count: pending });
  return (
    <Tabs
      value={current}
      aria-label={translate('Planos e assinaturas')}
      textColor="inherit"
      // Readable tabs: MUI dims the others to 60% (4.2:1) and the brand's #569195 is 3.4:1 on the
      // page, so the others use the secondary text colour and the selected one the darker shade.
      sx={(theme) => ({
        mt: 1,
        '& .MuiTab-root': { opacity: 1, color: theme.palette.text.secondary },
        '& .MuiTab-root.Mui-selected': {
          color: theme.palette.mode === 'light' ? theme.palette.primary.dark : theme.palette.primary.main,
        },
      })}
    >
      <Tab
        value="plans"
        label={translate('Planos')}
        component={Link}
        to={createPath({ resource: 'plans', type: 'list' })}
      />
      <Tab
        value="subscriptions"
        label={subscriptionsLabel}
        component={Link}
        to={createPath({ resource: 'subscriptions', type: 'list' })}
      />
    </Tabs>
  );
}
