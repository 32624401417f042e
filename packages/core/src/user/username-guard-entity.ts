import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * The uniqueness guard "one person per username" (DESIGN §3.7): the lower-cased e-mail a person signs in with,
 * created with attribute_not_exists in the same transaction as the user it names, so two simultaneous creates of
 * one e-mail give one person (the other transaction is cancelled). Nothing frees a username today: archived people
 * keep theirs; a purge that deletes a person deletes the guard in the same transaction.
 * Access patterns:
 * - the guard of one username (primary, pk username)
 */
export const usernameGuardEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'usernameGuard', version: '1', service: 'scheduler' },
      attributes: {
        username: { type: 'string', required: true, set: (v?: string) => v?.trim().toLowerCase() },
        userId: { type: 'string', required: true },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byUsername: { pk: { field: 'pk', composite: ['username'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    config,
  );
export type UsernameGuardEntity = ReturnType<typeof usernameGuardEntity>;
export type UsernameGuard = EntityItem<UsernameGuardEntity>;
