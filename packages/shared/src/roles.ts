export const Role = {
  Admin: 1,
  Marketing: 2,
} as const;

export type RoleId = (typeof Role)[keyof typeof Role];

export const ROLE_IDS: readonly RoleId[] = [Role.Admin, Role.Marketing];

export const ROLE_LABELS: Record<RoleId, string> = {
  [Role.Admin]: 'Admin',
  [Role.Marketing]: 'Marketing',
};

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'number' && (ROLE_IDS as readonly number[]).includes(value);
}

/**
 * The one way to read a role id from outside the type system (a database row, a token claim,
 * localStorage text, a radio value): a known id as a number or as its exact digits ('1', not
 * ' 1', '1.0' or 'Admin'). Anything else is `fallback`: pass Role.Marketing where a stored row
 * must still map to a role (least privilege), leave it out to get null and refuse the value.
 */
export function toRoleId(value: unknown): RoleId | null;
export function toRoleId(value: unknown, fallback: RoleId): RoleId;
export function toRoleId(value: unknown, fallback: RoleId | null = null): RoleId | null {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return isRoleId(number) ? number : fallback;
}
