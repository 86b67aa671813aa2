import { ApiError, IdSchema } from '@ponte/shared';
import { ContentArticle } from '@ponte/shared/ui';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { data, isRouteErrorResponse, Link as RouterLink, redirect } from 'react-router';
import type { BreadcrumbHandle } from '../components/breadcrumb.tsx';
import { getApi } from '../utils/api.server.ts';
import { metaT, useLocale, useT } from '../utils/i18n.ts';
import type { Route } from './+types/content-view';

export const handle: BreadcrumbHandle = { breadcrumb: 'Conteúdo' };

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: `${loaded?.content.title ?? metaT(matches)('Conteúdo')} · Ponte` },
];

/** Serves /viewcontent/view/:id and /content/view/:id. Hidden or missing content is a 404, as the API says. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.id === undefined) throw redirect('/viewcontent');
  const id = IdSchema.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  try {
    const { data: content } = await getApi(request, context).contents.get(id.data);
    return { content };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect('/login');
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export default function ContentView({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { content } = loaderData;
  return (
    <ContentArticle
      content={content}
      locale={locale}
      before={<BackToList />}
      badges={content.category ? <Chip label={content.category} size="small" sx={{ mb: 1 }} /> : null}
    />
  );
}

function BackToList() {
  const t = useT();
  return (
    <Button
      component={RouterLink}
      to="/viewcontent"
      variant="text"
      startIcon={
        <SvgIcon aria-hidden="true">
          <path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" />
        </SvgIcon>
      }
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('Voltar para os conteúdos')}
    </Button>
  );
}

/** Inside the signed-in frame: a content one may not see is "not found", with the way back to the list. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography component="h1" variant="h5">
        {notFound
          ? t('Conteúdo não encontrado')
          : t('Algo deu errado, entre em contato com os desenvolvedores')}
      </Typography>
      <BackToList />
    </Stack>
  );
}
