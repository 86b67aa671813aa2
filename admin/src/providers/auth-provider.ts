import type { AuthProvider, UserIdentity } from 'react-admin';
import type { Session } from '@ponte/shared';
import { XSRF_COOKIE } from '@ponte/shared/constants';
import type { AuthApi } from './auth-api.ts';
import { readCookie } from '@ponte/shared/cookies';

/** Shown to a supplier or client who signs in here; the phrase is also its i18n key. */
export const NOT_ADMIN_MESSAGE = 'Esta área é só para administradores. Você será levado ao site.';
/** Long enough to read NOT_ADMIN_MESSAGE before the browser leaves. */
const LEAVE_AFTER_LOGIN_MS = 2500;

export interface AuthProviderOptions {
  /** Sends the browser to the storefront (`/`) after `delayMs`; injected in tests. */
  goToSite?: (delayMs: number) => void;
  /**
   * Something that changes whenever the browser gets other session cookies: the readable XSRF cookie
   * (an HMAC of the session, decision 033), which every sign-in and sign-out rewrites. Injected in tests.
   */
  sessionMark?: () => string;
}

interface LoginParams {
  email?: string;
  /** What react-admin's default login form sends. */
  username?: string;
  password: string;
}

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

const messageOf = (error: unknown): string | undefined =>
  error instanceof Error && error.message ? error.message : undefined;

const goToSiteInBrowser = (delayMs: number) => {
  setTimeout(() => window.location.assign('/'), delayMs);
};

const xsrfCookieInBrowser = () => readCookie(document.cookie, XSRF_COOKIE) ?? '';

/**
 * react-admin's auth provider over the API's cookie session (docs/product.md#security). Only the non-secret session
 * facts are kept, in memory; the token stays in the httpOnly cookie the browser sends by itself.
 */
export function createAuthProvider(client: AuthApi, options: AuthProviderOptions = {}): AuthProvider {
  const goToSite = options.goToSite ?? goToSiteInBrowser;
  const sessionMark = options.sessionMark ?? xsrfCookieInBrowser;
  // The session known to be live; null when none is (or the API could not say).
  let session: Session | null = null;
  // A non-admin's session is shared with the storefront: leave it alone and go there.
  let leavingForSite = false;
  /*
   * The session mark when the API last said "no session" (401), else undefined. react-admin checks the
   * session up to three times before the login page settles (the app's guard, its logout, the login
   * page's own "already signed in?" check): while the browser holds the same cookies, the answer is
   * the same, so it is given without asking again. New cookies (a sign-in on the site) ask again.
   */
  let signedOutWith: string | undefined;
  // One question at a time: checks made together share the answer.
  let asking: Promise<Session> | undefined;

  const rememberSignedOut = () => {
    session = null;
    signedOutWith = sessionMark();
  };

  function loadSession(): Promise<Session> {
    asking ??= client.auth
      .currentUser()
      .then(
        (answer) => {
          session = answer.session;
          signedOutWith = undefined;
          return answer.session;
        },
        (error: unknown) => {
          if (statusOf(error) === 401) rememberSignedOut();
          else session = null;
          throw error;
        },
      )
      .finally(() => {
        asking = undefined;
      });
    return asking;
  }

  const knownSession = async () => session ?? loadSession();

  return {
    async login({ email, username, password }: LoginParams) {
      const answer = await client.auth.login({ email: email ?? username ?? '', password });
      if (answer.user.role !== 'admin') {
        await client.auth.logout().catch(() => undefined);
        session = null;
        goToSite(LEAVE_AFTER_LOGIN_MS);
        throw new Error(NOT_ADMIN_MESSAGE);
      }
      session = { user: answer.user, subscription: answer.subscription };
      signedOutWith = undefined;
    },

    async logout() {
      if (leavingForSite) return false; // no redirect: the browser is already on its way to `/`
      // Revoke only a session known to be live: a 401 or a failing API must not end it by accident.
      if (session) {
        const ended = await client.auth.logout().then(
          () => true,
          () => false,
        );
        if (ended) rememberSignedOut();
      }
      session = null;
    },

    async checkAuth() {
      if (signedOutWith !== undefined && signedOutWith === sessionMark()) {
        throw { message: 'ra.auth.auth_check_error' };
      }
      let current: Session;
      try {
        current = await loadSession();
      } catch (error) {
        throw statusOf(error) === 401
          ? { message: 'ra.auth.auth_check_error' }
          : { message: messageOf(error) ?? 'ra.notification.http_error' };
      }
      if (current.user.role !== 'admin') {
        leavingForSite = true;
        goToSite(0);
        throw { message: false };
      }
    },

    async checkError(error: unknown) {
      const status = statusOf(error);
      if (status === 401) {
        rememberSignedOut();
        throw { message: 'ra.notification.logged_out' };
      }
      if (status === 403) {
        // 403 is "not this action" (or a stale XSRF token), not "no session": keep the user signed in.
        throw { logoutUser: false, message: messageOf(error) ?? 'ra.notification.not_authorized' };
      }
    },

    async getIdentity(): Promise<UserIdentity> {
      const { user } = await knownSession();
      const fullName = [user.name, user.last_name].filter(Boolean).join(' ');
      return { id: user.id, fullName, email: user.email, role: user.role };
    },

    async getPermissions() {
      return (await knownSession()).user.role;
    },
  };
}
