import { data } from 'react-router';
import { CenteredMessage } from '../components/centered-message.tsx';
import { sessionFacts, SignedInFrame } from '../components/signed-in-frame.tsx';
import { t, useT } from '../utils/i18n.ts';
import { getSession } from '../utils/session.server.ts';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [{ title: `${t('Página não encontrada')} · Ponte` }];

/**
 * Any URL no route claims: a real 404 status; a signed-in visitor sees it inside the app's frame (menu,
 * top bar), anyone else on its own. Asking who is signed in here costs nothing extra: one read per request.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const current = await getSession(request, context);
  return data(current ? sessionFacts(current) : null, { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const title = t('Página não encontrada');
  return loaderData ? (
    <SignedInFrame facts={loaderData}>
      <CenteredMessage title={title} inFrame />
    </SignedInFrame>
  ) : (
    <CenteredMessage title={title} />
  );
}
