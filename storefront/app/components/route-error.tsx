import { FAILURE_MESSAGES } from '@ponte/shared/i18n';
import { isRouteErrorResponse, useLocation } from 'react-router';
import { useT } from '../utils/i18n.ts';
import { ButtonAnchor, ButtonLink } from './ui/button.tsx';
import { Text } from './ui/text.tsx';

/** The failure's sentence: the API unreachable or restarting, the connection, or the spec's generic one. */
export function failureMessage(error: unknown): string {
  if (isRouteErrorResponse(error) && error.status >= 502 && error.status <= 504) {
    return FAILURE_MESSAGES.unavailable;
  }
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message)) {
    return FAILURE_MESSAGES.network;
  }
  // An ApiError of the shared client carries the status the API answered.
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 502 || status === 503 || status === 504) return FAILURE_MESSAGES.unavailable;
  return FAILURE_MESSAGES.internal;
}

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/**
 * The phrase of a page's `<title>` when its loader failed (React Router hands `meta` the error): the
 * 404's heading, or the failure's; `undefined` when the page loaded.
 */
export function errorTitle(error: unknown, notFoundTitle = 'Página não encontrada'): string | undefined {
  if (error === undefined || error === null) return undefined;
  return isNotFound(error) ? notFoundTitle : failureMessage(error);
}

export interface RouteErrorProps {
  error: unknown;
  /** Where "back" goes (the list the page belongs to); the home page when absent. */
  back?: { to: string; label: string } | undefined;
  /** The heading of a 404 ("Página não encontrada" when absent). */
  notFoundTitle?: string | undefined;
}

/**
 * A page whose data could not be loaded, inside the signed-in frame (the menu stays): a 404 says the page
 * does not exist; any other failure says what went wrong and offers "Tentar novamente", a plain link to
 * the same address (a full reload, so it works without JavaScript too). Never an empty list.
 */
export function RouteError({ error, back, notFoundTitle }: RouteErrorProps) {
  const t = useT();
  const { pathname, search } = useLocation();
  const notFound = isNotFound(error);
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <div className="stack gap-2 items-center text-center py-6" role={notFound ? undefined : 'alert'}>
      <Text component="h1" variant="h5">
        {notFound ? t(notFoundTitle ?? 'Página não encontrada') : t(failureMessage(error))}
      </Text>
      <div className="row gap-1 justify-center wrap">
        {notFound ? null : (
          <ButtonAnchor href={`${pathname}${search}`} variant="contained">
            {t('Tentar novamente')}
          </ButtonAnchor>
        )}
        <ButtonLink to={back?.to ?? '/'} variant="outlined">
          {t(back?.label ?? 'Voltar para o início')}
        </ButtonLink>
      </div>
    </div>
  );
}
