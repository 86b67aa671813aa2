import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { currentUserAnswer } from '../../testing/fake-api.ts';
import { ProfileForm } from './profile-form.tsx';
import { profileValues, type ProfileAnswer } from './profile-values.ts';

const profile = currentUserAnswer.current_user;

/** The form's server HTML, inside a router like the page's. */
function html(answer: ProfileAnswer | undefined) {
  const Stub = createRoutesStub([{ path: '/profile', Component: () => <ProfileForm profile={profile} answer={answer} /> }]);
  return renderToString(<Stub initialEntries={['/profile']} />);
}

describe('profile form: the current password for a new e-mail', () => {
  it('is not asked while the e-mail is the stored one', () => {
    expect(html(undefined)).not.toContain('name="current_password"');
    const saved = { intent: 'profile' as const, ok: true, values: profileValues(profile) };
    expect(html(saved)).not.toContain('name="current_password"');
  });

  it("appears with the API's message under it when a new e-mail came without it", () => {
    const page = html({
      intent: 'profile',
      error: 'Os dados enviados são inválidos.',
      errors: { current_password: ['Informe a sua senha atual.'] },
      values: { ...profileValues(profile), email: 'ana.nova@example.com' },
    });
    expect(page).toMatch(/<input[^>]*name="current_password"[^>]*type="password"|<input[^>]*type="password"[^>]*name="current_password"/);
    expect(page).toContain('id="profile-current-password"');
    expect(page).toContain('Senha atual (para alterar o e-mail)');
    expect(page).toMatch(/id="profile-current-password-helper-text"[^>]*>Informe a sua senha atual\./);
  });
});
