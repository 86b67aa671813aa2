import { PRODUCT_SOURCE_LABELS, PRODUCT_SOURCES, PRODUCT_STATUS_LABELS, PRODUCT_STATUSES } from '@ponte/shared/vocabulary';

/** Choice names are catalog phrases: react-admin translates them. */
export const productStatusChoices = PRODUCT_STATUSES.map((id) => ({ id, name: PRODUCT_STATUS_LABELS[id] }));
export const productSourceChoices = PRODUCT_SOURCES.map((id) => ({ id, name: PRODUCT_SOURCE_LABELS[id] }));
