import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PasswordForm } from '../profile/password-form.tsx';
import { ProfileForm } from '../profile/profile-form.tsx';
import { profileValues } from '../profile/profile-values.ts';
import { currentUserAnswer } from '../../testing/fake-api.ts';
import { LiveAlert, LiveRegion } from './live-region.tsx';

/** Each live region of a piece of HTML: its role and its text (tags removed), divs matched by depth. */
function regions(html: string) {
  const found: { role: string; text: string }[] = [];
  for (const match of html.matchAll(/<div[^>]*role="(status|alert)" aria-live="\w+"[^>]*>/g)) {
    let depth = 1;
    let at = match.index + match[0].length;
    const from = at;
    while (depth > 0) {
      const tag = /<(\/?)div\b[^>]*>/g;
      tag.lastIndex = at;
      const next = tag.exec(html)!;
      depth += next[1] ? -1 : 1;
      at = next.index + next[0].length;
      if (depth === 0) at = next.index;
    }
    found.push({ role: match[1]!, text: html.slice(from, at).replace(/<[^>]+>/g, '') });
  }
  return found;
}

describe('live regions are on the page before their message (decision 060)', () => {
  it('renders the region empty when there is nothing to say, and the same region with the message', () => {
    expect(renderToString(<LiveRegion />)).toMatch(
      /^<div role="status" aria-live="polite" aria-atomic="true" class="[^"]*"><\/div>$/,
    );
    const empty = renderToString(<LiveAlert severity="error">{undefined}</LiveAlert>);
    expect(empty).toMatch(
      /^<div role="alert" aria-live="assertive" aria-atomic="true" class="[^"]*"><\/div>$/,
    );
    const said = renderToString(<LiveAlert severity="error">Algo deu errado</LiveAlert>);
    expect(said).toMatch(/^<div role="alert" aria-live="assertive"/);
    // The Alert inside gives up its own role: no alert nested in the region.
    expect(said.match(/role="alert"/g)).toHaveLength(1);
    expect(said).toContain('role="none"');
    expect(said).toContain('Algo deu errado');
  });

  it('success and info are polite statuses; error and warning are alerts', () => {
    expect(renderToString(<LiveAlert severity="success" />)).toContain('role="status"');
    expect(renderToString(<LiveAlert severity="info" />)).toContain('role="status"');
    expect(renderToString(<LiveAlert severity="warning" />)).toContain('role="alert"');
  });

  it('the profile forms keep the same regions before and after "Dados salvos." / a failure', () => {
    const profile = currentUserAnswer.current_user;
    const page = (answer: Parameters<typeof ProfileForm>[0]['answer']) => {
      const Stub = createRoutesStub([
        {
          path: '/profile',
          Component: () => (
            <>
              <ProfileForm profile={profile} answer={answer} />
              <PasswordForm answer={answer?.intent === 'password' ? answer : undefined} />
            </>
          ),
        },
      ]);
      return renderToString(<Stub initialEntries={['/profile']} />);
    };
    const before = regions(page(undefined));
    const saved = regions(page({ intent: 'profile', ok: true, values: profileValues(profile) }));
    const failed = regions(page({ intent: 'password', error: 'Senha atual incorreta.' }));
    const roles = (list: { role?: string }[]) => list.map((region) => region.role);
    expect(before.every((region) => region.text === '')).toBe(true);
    expect(roles(before)).toEqual(['status', 'alert', 'status', 'alert']);
    expect(roles(saved)).toEqual(roles(before));
    expect(roles(failed)).toEqual(roles(before));
    expect(saved[0]!.text).toBe('Dados salvos.');
    expect(failed[3]!.text).toBe('Senha atual incorreta.');
  });
});
