import { describe, expect, it } from 'vitest';
import { dateComparator, gridDate, gridPhone, gridRole, gridYesNo } from './grid-format';

describe('grid formatting', () => {
  it('shows dates as dd/mm/yyyy hh:mm in Brasília time', () => {
    expect(gridDate('2025-04-30T12:05:00Z')).toBe('30/04/2025 09:05');
    expect(gridDate(null)).toBe('—');
    expect(gridDate('')).toBe('—');
    expect(gridDate('ontem')).toBe('Data inválida');
  });
  it('sorts ISO dates by time, not by their text', () => {
    const a = '2025-01-31T10:00:00Z';
    const b = '2025-02-01T09:00:00Z';
    expect(dateComparator(a, b)).toBeLessThan(0);
    expect(dateComparator(null, b)).toBeLessThan(0);
  });
  it('labels roles, phones and flags', () => {
    expect(gridRole(1)).toBe('Admin');
    expect(gridRole(2)).toBe('Marketing');
    expect(gridPhone('47991234567')).toBe('(47) 99123-4567');
    expect(gridPhone('4732211984')).toBe('(47) 3221-1984');
    expect(gridYesNo(true)).toBe('Sim');
    expect(gridYesNo(false)).toBe('Não');
  });
});
