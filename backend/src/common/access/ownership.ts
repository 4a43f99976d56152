import type { AuthUser } from './auth-user';

/** Who is acting on an item. */
export type Actor = Pick<AuthUser, 'id' | 'role'>;

/*
 * The one ownership policy (docs/api-accounts.md, "Ownership"). An item that belongs to a user (an
 * instructor's course or media, a student's order, deposit, payment or notification) may be read or
 * changed by its owner, and by admins where a route lets admins in. To anyone else it does not exist:
 * the module's NOT_FOUND, a 404, the same answer as for an id that was never there, so probing ids
 * tells nothing. "Me" routes go further and look only among the caller's own items.
 */

/** Whether `actor` may act on an item owned by `ownerId`. */
export function mayActOn(actor: Actor, ownerId: string): boolean {
  return actor.role === 'admin' || actor.id === ownerId;
}

/** The owner to filter a query by: the actor, or nobody in particular for an admin. */
export function ownerFilter(actor: Actor): string | undefined {
  return actor.role === 'admin' ? undefined : actor.id;
}

/** The item when `actor` may act on it; otherwise the module's NOT_FOUND, as for a missing one. */
export function requireOwnership<T>(item: T | null | undefined, ownerOf: (item: T) => string, actor: Actor, notFound: () => Error): T {
  if (item === null || item === undefined || !mayActOn(actor, ownerOf(item))) throw notFound();
  return item;
}
