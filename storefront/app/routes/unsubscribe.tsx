import { ApiError, NOTIFICATION_FAMILIES, type NotificationFamily } from '@ponte/shared';
import { NOTIFICATION_FAMILY_LABELS } from '@ponte/shared/notifications';
import { data, Form } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { Text } from '../components/ui/text.tsx';
import { getApi } from '../utils/api.server.ts';
import { formFailure } from '../utils/form.server.ts';
import { metaT, useT } from '../utils/i18n.ts';
import type { Route } from './+types/unsubscribe';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches)('Cancelar e-mails')} · Ponte` },
];

export const INVALID_LINK = 'Este link para parar os e-mails é inválido ou expirou.';

const isFamily = (value: unknown): value is NotificationFamily =>
  (NOTIFICATION_FAMILIES as readonly unknown[]).includes(value);

/**
 * What the page needs from the e-mail's link: the token, checked only when the button posts. The token
 * names its family in the clear (`<user>.<family>.<signature>`, decision 056), read here only to say
 * beforehand which e-mails stop. Nothing changes on a GET: mail scanners open links, and that must not
 * unsubscribe anyone.
 */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const family = token.split('.')[1];
  return { token, family: isFamily(family) ? family : null };
}

/**
 * The one button posts the token here (a signed-out page, like /login), also what an RFC 8058 one-click
 * client would post (`List-Unsubscribe=One-Click`, the token in the query). The API checks its signature
 * and says which family it turned off.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const posted = form.get('token');
  const token =
    (typeof posted === 'string' && posted) || new URL(request.url).searchParams.get('token') || '';
  if (!token || token.length > 500) return data({ ok: false as const, error: INVALID_LINK }, { status: 422 });
  try {
    const answer = await getApi(request, context).notifications.unsubscribe(token);
    return { ok: true as const, family: answer.result.family };
  } catch (error) {
    // A tampered, unknown or expired token: the link's fault, said as such, not a generic failure.
    if (error instanceof ApiError && [400, 403, 404, 410, 422].includes(error.status)) {
      return data({ ok: false as const, error: INVALID_LINK }, { status: error.status });
    }
    const failure = formFailure(error);
    return data({ ok: false as const, error: failure.error ?? '' }, { status: failure.status });
  }
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { token, family } = loaderData;
  const familyName = (name: NotificationFamily) => t(NOTIFICATION_FAMILY_LABELS[name]);
  if (actionData?.ok) {
    return (
      <AuthCard title={t('Cancelar e-mails')}>
        <Alert severity="success" role="status">
          {t('Pronto. Você não receberá mais e-mails de {family}.', {
            family: familyName(actionData.family),
          })}
        </Alert>
        <Text variant="body2" color="text.secondary">
          {t('Você pode voltar a recebê-los nas preferências de notificação, depois de entrar.')}
        </Text>
        <ButtonLink to="/notifications/preferences" variant="outlined">
          {t('Preferências de notificação')}
        </ButtonLink>
      </AuthCard>
    );
  }
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <AuthCard title={t('Cancelar e-mails')}>
      {failed ? <Alert severity="error">{t(failed.error || INVALID_LINK)}</Alert> : null}
      {token ? (
        <>
          <Text>
            {family
              ? t('Você não receberá mais e-mails de {family}.', { family: familyName(family) })
              : t('Você não receberá mais os e-mails do tipo da mensagem que trouxe você até aqui.')}
          </Text>
          <Text variant="body2" color="text.secondary">
            {t(
              'Notificações no app são sempre exibidas, e e-mails como a redefinição de senha continuam chegando.',
            )}
          </Text>
          <Form method="post" className="stack">
            <input type="hidden" name="token" value={token} />
            <Button type="submit" variant="contained" size="large">
              {t('Cancelar estes e-mails')}
            </Button>
          </Form>
        </>
      ) : (
        <Alert severity="error">{t(INVALID_LINK)}</Alert>
      )}
    </AuthCard>
  );
}
