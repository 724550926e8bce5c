/** Small predicates shared by the zod schemas and by forms that validate as you type. */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** "More than 2 characters after removing spaces." */
export function hasMoreThanTwoChars(value: string): boolean {
  return value.replace(/\s/g, '').length > 2;
}

/** MM:SS with minutes and seconds from 00 to 59. */
export const READING_TIME_PATTERN = /^[0-5]\d:[0-5]\d$/;

export function isReadingTime(value: string): boolean {
  return READING_TIME_PATTERN.test(value);
}
