import { describe, expect, it } from 'vitest';
import { fakeApi, formPost, routeArgs } from '../testing/fake-api.ts';

type Action = (args: ReturnType<typeof routeArgs>) => Promise<unknown>;

// Every resource route (a module without a page: the .ts files here) that has an action. React Router
// checks the Origin of posts to pages itself, not to these (utils/origin.server.ts): a new one is covered
// by this test the day it is added.
const modules = import.meta.glob<{ action?: Action }>(['./*.ts', '!./*.test.ts'], { eager: true });
const actions = Object.entries(modules).flatMap(([path, module]) => (module.action ? [[path, module.action] as const] : []));

async function outcome(promise: Promise<unknown>): Promise<Response> {
  try {
    const value = await promise;
    if (value instanceof Response) return value;
    throw new Error('expected a Response');
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

describe('resource-route actions refuse cross-site posts', () => {
  it('finds the resource routes that change state', () => {
    expect(actions.map(([path]) => path).sort()).toEqual(['./logout.ts', './products-download.ts', './set-language.ts']);
  });

  for (const [path, action] of actions) {
    it(`${path}: 403 for a post from another site, before touching the API`, async () => {
      const api = fakeApi({});
      const request = formPost(path.replace(/^\.|\.ts$/g, ''), { locale: 'en', format: 'csv' }, {
        Origin: 'https://evil.example',
        Cookie: 'ponte_session=tok-123',
      });
      const response = await outcome(action(routeArgs(request, api.context)));
      expect(response.status).toBe(403);
      expect(response.headers.get('Set-Cookie')).toBeNull();
      expect(api.requests).toEqual([]);
    });
  }
});
