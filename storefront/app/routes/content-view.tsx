import { IdSchema } from '@ponte/shared';
import { ContentArticle } from '@ponte/shared/ui';
import { data, redirect } from 'react-router';
import type { BreadcrumbHandle } from '../components/breadcrumb.tsx';
import { errorTitle, RouteError } from '../components/route-error.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { Chip } from '../components/ui/chip.tsx';
import { Icon } from '../components/ui/icon.tsx';
import { metaT, useLocale, useT } from '../utils/i18n.ts';
import { asNotFound, signedIn } from '../utils/signed-in.server.ts';
import type { Route } from './+types/content-view';

export const handle: BreadcrumbHandle = { breadcrumb: 'Conteúdo' };

export const meta: Route.MetaFunction = ({ data: loaded, matches, error }) => {
  const failed = errorTitle(error, 'Conteúdo não encontrado');
  return [
    {
      title: `${failed ? metaT(matches)(failed) : (loaded?.content.title ?? metaT(matches)('Conteúdo'))} · Ponte`,
    },
  ];
};

/** Serves /viewcontent/view/:id and /content/view/:id. Hidden or missing content is a 404, as the API says. */
export async function loader({ params, ...args }: Route.LoaderArgs) {
  if (params.id === undefined) throw redirect('/viewcontent');
  const id = IdSchema.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  const { data: content } = await signedIn(args, (api) => api.contents.get(id.data), { refused: asNotFound });
  return { content };
}

export default function ContentView({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { content } = loaderData;
  return (
    <ContentArticle
      content={content}
      locale={locale}
      before={<BackToList />}
      badges={content.category ? <Chip label={content.category} size="small" className="mb-1" /> : null}
    />
  );
}

/** Material's "arrow back" icon. */
const ARROW_BACK = 'M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z';

function BackToList() {
  const t = useT();
  return (
    <ButtonLink to="/viewcontent" startIcon={<Icon path={ARROW_BACK} />} className="self-start">
      {t('Voltar para os conteúdos')}
    </ButtonLink>
  );
}

/** Inside the signed-in frame: a content one may not see is "not found", with the way back to the list. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteError
      error={error}
      notFoundTitle="Conteúdo não encontrado"
      back={{ to: '/viewcontent', label: 'Voltar para os conteúdos' }}
    />
  );
}
