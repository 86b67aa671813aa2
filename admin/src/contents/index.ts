import { lazy } from 'react';
import ArticleIcon from '@mui/icons-material/Article';
import type { Content } from '@ponte/shared';

/** The `contents` resource: /v1/contents. `show` is the preview of what readers get. */
export const contents = {
  list: lazy(() => import('./content-list.tsx').then((m) => ({ default: m.ContentList }))),
  create: lazy(() => import('./content-create.tsx').then((m) => ({ default: m.ContentCreate }))),
  edit: lazy(() => import('./content-edit.tsx').then((m) => ({ default: m.ContentEdit }))),
  show: lazy(() => import('./content-show.tsx').then((m) => ({ default: m.ContentShow }))),
  icon: ArticleIcon,
  recordRepresentation: (record: Content) => record.title,
};
