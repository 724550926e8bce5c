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
