import type { Notification } from '@ponte/shared';
import { data, Form, redirect } from 'react-router';
import type { BreadcrumbHandle } from '../components/breadcrumb.tsx';
import { NotificationItem } from '../components/notifications/notification-item.tsx';
import { RouteError } from '../components/route-error.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { Stack } from '../components/ui/stack.tsx';
import { Text } from '../components/ui/text.tsx';
import { getApi } from '../utils/api.server.ts';
import { formFailure } from '../utils/form.server.ts';
import { metaT, useT } from '../utils/i18n.ts';
import { signedIn } from '../utils/signed-in.server.ts';
import type { Route } from './+types/notifications';

export const handle: BreadcrumbHandle = { breadcrumb: 'Notificações' };

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches)('Notificações')} · Ponte` },
];

export const PER_PAGE = 20;

function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** The caller's notifications, newest first, `?page=` (20 a page). A failure is the route's error. */
export async function loader(args: Route.LoaderArgs) {
  const page = readPage(new URL(args.request.url).searchParams);
  const answer = await signedIn(args, (api) => api.notifications.list({ page, per_page: PER_PAGE }));
  const { notifications, unread_count, paginate } = answer.result;
  return { page, notifications: notifications as Notification[], unread: unread_count, paginate };
}

/**
 * Where "open" may redirect: a path on this host as describeNotification writes them (`/shipping/view/12`,
 * `/admin/subscriptions`), never another site (`//evil.example`, `/\evil.example`, `https:`).
 */
export function safeLink(value: FormDataEntryValue | null): string {
  return typeof value === 'string' && /^\/(?![/\\])[\w\-/]*$/.test(value) ? value : '/notifications';
}

const readId = (value: FormDataEntryValue | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
};

/**
 * Three posts (decision 058): `open` marks one read and goes to its page; `read` marks one read and
 * stays; `read-all` marks them all. After either of the last two the layout's loader runs again, so the
 * bell shows the new count at once. Opening still goes when marking fails: the page is what was asked for.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  const api = getApi(request, context);
  if (intent === 'open') {
    const id = readId(form.get('id'));
    try {
      if (id) await api.notifications.markRead({ ids: [id] });
    } catch {
      // The notification stays unread; the person still reaches the page they clicked.
    }
    return redirect(safeLink(form.get('to')));
  }
  try {
    if (intent === 'read-all') {
      await api.notifications.markRead({ all: true });
      return { ok: true as const, intent };
    }
    const id = readId(form.get('id'));
    if (intent !== 'read' || id === null) {
      return data({ ok: false as const, error: 'Os dados enviados são inválidos.' }, { status: 422 });
    }
    await api.notifications.markRead({ ids: [id] });
    return { ok: true as const, intent };
  } catch (error) {
    const failure = formFailure(error);
    return data({ ok: false as const, error: failure.error ?? '' }, { status: failure.status });
  }
}

const pageHref = (page: number) => (page > 1 ? `?page=${page}` : '/notifications');

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { notifications, unread, paginate, page } = loaderData;
  const lastPage = paginate.last_page;
  return (
    <Stack spacing={3} style={{ maxWidth: 880 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justify="between" alignWhenRow="center">
        <Text component="h1" variant="h4">
          {t('Notificações')}
        </Text>
        <ButtonLink to="/notifications/preferences" variant="outlined">
          {t('Preferências de notificação')}
        </ButtonLink>
      </Stack>

      {actionData && !actionData.ok ? (
        <Alert severity="error">
          {t(actionData.error || 'Algo deu errado, entre em contato com os desenvolvedores')}
        </Alert>
      ) : null}
      {actionData?.ok && actionData.intent === 'read-all' ? (
        <Alert severity="success" role="status">
          {t('Todas as notificações foram marcadas como lidas.')}
        </Alert>
      ) : null}

      {notifications.length === 0 ? (
        <Text color="text.secondary">{t('Nenhuma notificação')}</Text>
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justify="between" alignWhenRow="center">
            <Text variant="body2" color="text.secondary">
              {unread === 0
                ? t('Nenhuma não lida')
                : unread === 1
                  ? t('1 não lida')
                  : t('{n} não lidas', { n: unread })}
            </Text>
            {unread > 0 ? (
              <Form method="post">
                <input type="hidden" name="intent" value="read-all" />
                <Button type="submit" variant="outlined">
                  {t('Marcar todas como lidas')}
                </Button>
              </Form>
            ) : null}
          </Stack>
          <Stack component="ul" spacing={1} className="list-plain">
            {notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </Stack>
        </>
      )}

      {lastPage > 1 ? (
        <nav aria-label={t('Páginas de notificações')}>
          <Stack direction="row" spacing={2} justify="center" align="center" wrap>
            {page > 1 ? <ButtonLink to={pageHref(page - 1)}>{t('Página anterior')}</ButtonLink> : null}
            <Text variant="body2">{t('Página {page} de {pages}.', { page, pages: lastPage })}</Text>
            {page < lastPage ? (
              <ButtonLink to={pageHref(page + 1)} variant="outlined">
                {t('Próxima página')}
              </ButtonLink>
            ) : null}
          </Stack>
        </nav>
      ) : null}
    </Stack>
  );
}

/** A failed load stays inside the signed-in frame and offers "Tentar novamente" (decision 042). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
