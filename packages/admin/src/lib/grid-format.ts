import { formatDateTime, formatPhone } from '@vitrine/shared/format';
import { ROLE_LABELS, isRoleId } from '@vitrine/shared/roles';

/** Value formatters shared by the grids: pt-BR dates (dd/mm/yyyy hh:mm), roles, phones, flags. */
export const gridDate = (value: unknown): string =>
  value === null || value === undefined || value === '' ? '—' : formatDateTime(value as string);

export const gridRole = (value: unknown): string => (isRoleId(value) ? ROLE_LABELS[value] : String(value ?? ''));

export const gridPhone = (value: unknown): string => (typeof value === 'string' ? formatPhone(value) || value : '');

export const gridYesNo = (value: unknown): string => (value ? 'Sim' : 'Não');

/** Sort key for ISO dates shown formatted (the text dd/mm/yyyy would sort wrongly). */
export const dateComparator = (a: unknown, b: unknown): number => {
  const ta = a ? new Date(a as string).getTime() : 0;
  const tb = b ? new Date(b as string).getTime() : 0;
  return ta - tb;
};

/** Whether an element, or any element inside it, clips its own content (a value cut by its column). */
export function isTruncated(element: Element): boolean {
  return [element, ...element.querySelectorAll('*')].some((el) => el.scrollWidth > el.clientWidth + 1);
}
