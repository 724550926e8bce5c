import { describe, expect, it } from 'vitest';
import { brand, yearsInBusiness } from './brand';

describe('yearsInBusiness', () => {
  it('counts the years from the founding year to the current date', () => {
    expect(brand.foundedYear).toBe(1984);
    expect(yearsInBusiness(new Date('2026-12-02T12:00:00Z'))).toBe(42);
    expect(yearsInBusiness(new Date('2027-01-01T00:00:00Z'))).toBe(43);
    expect(yearsInBusiness(new Date('1994-06-30T00:00:00Z'))).toBe(10);
  });

  it('follows the stored founding year, not a written figure', () => {
    expect(yearsInBusiness(new Date('2026-06-01T00:00:00Z'), { ...brand, foundedYear: 2000 })).toBe(26);
  });
});
