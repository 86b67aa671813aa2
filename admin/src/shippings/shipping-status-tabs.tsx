import { Tab, Tabs } from '@mui/material';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { SHIPPING_STATUS_LABELS, SHIPPING_STATUSES, type ShippingStatus } from '@ponte/shared';

const ALL = 'all';

/** How many shipments the other filters leave in one status (or in all): a one-row page's total. */
function useCount(filter: Record<string, unknown>, status: ShippingStatus | undefined) {
  const { status: _ignored, ...others } = filter;
  const { total } = useGetList('shippings', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'DESC' },
    filter: status ? { ...others, status } : others,
  });
  return total;
}

function TabLabel({ label, status }: { label: string; status?: ShippingStatus }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const count = useCount(filterValues, status);
  return (
    <span>
      {translate(label)} {count === undefined ? '' : `(${count})`}
    </span>
  );
}

/** The list's status filter as tabs, each with its count (the other filters applied). */
export function ShippingStatusTabs() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const current = typeof filterValues.status === 'string' ? filterValues.status : ALL;

  const choose = (_event: unknown, value: string) => {
    const { status: _old, ...others } = filterValues;
    setFilters(value === ALL ? others : { ...others, status: value }, displayedFilters);
  };

  return (
    <Tabs value={current} onChange={choose} variant="scrollable" scrollButtons="auto" aria-label="Situação">
      <Tab value={ALL} label={<TabLabel label="Todas" />} />
      {SHIPPING_STATUSES.map((status) => (
        <Tab
          key={status}
          value={status}
          label={<TabLabel label={SHIPPING_STATUS_LABELS[status]} status={status} />}
        />
      ))}
    </Tabs>
  );
}
