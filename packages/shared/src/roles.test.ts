import { describe, expect, it } from 'vitest';
import { Role, toRoleId } from './roles';

describe('toRoleId', () => {
  it('reads a known id as a number or as its exact digits', () => {
    expect(toRoleId(Role.Admin)).toBe(Role.Admin);
    expect(toRoleId(String(Role.Marketing))).toBe(Role.Marketing);
  });

  it.each([[0], [3], [1.5], [' 1'], ['1.0'], ['Admin'], [''], [null], [undefined], [{}]])('refuses %j', (value) => {
    expect(toRoleId(value)).toBeNull();
  });

  it('gives the fallback for an unknown value (least privilege for stored rows)', () => {
    expect(toRoleId(99, Role.Marketing)).toBe(Role.Marketing);
    expect(toRoleId(Role.Admin, Role.Marketing)).toBe(Role.Admin);
  });
});
