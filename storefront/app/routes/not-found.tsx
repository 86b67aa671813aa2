import { data } from 'react-router';
import { CenteredMessage } from '../components/centered-message.tsx';
import { t, useT } from '../utils/i18n.ts';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [{ title: `${t('Página não encontrada')} · Ponte` }];

/** Any URL no route claims: a real 404 status, with the page rendered in the normal layout. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  const t = useT();
  return <CenteredMessage title={t('Página não encontrada')} />;
}
