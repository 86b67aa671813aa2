import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../lib/context.ts';
import { notify, type NotificationEvent } from './notify.ts';

/**
 * What the services hand to notify (decision 057): the event builders in `events-*.ts` are pure or
 * read only what the message needs, so each call site stays one line inside the transaction that
 * makes the change. A failed change rolls back its notifications with it.
 */
export type NotifyDeps = Pick<AppDeps, 'env' | 'jobs' | 'now'>;

/** A person as the message names them: "Maria Souza". */
export const fullName = (person: { name: string; last_name: string }) => `${person.name} ${person.last_name}`.trim();

/**
 * Tells each event, in `db` (the caller's transaction), leaving out whoever made the change: nobody is
 * told about their own action. An event left with no recipient is not told at all.
 */
export async function notifyEach(
  deps: NotifyDeps,
  db: Queryable,
  events: readonly NotificationEvent[],
  actorId: number | null = null,
): Promise<void> {
  for (const event of events) {
    const to = event.to === 'admins' ? event.to : event.to.filter((id) => id !== actorId);
    if (to.length) await notify(deps, db, { ...event, to } as NotificationEvent);
  }
}
