import { LIMITS } from './constants';
import { messages } from './messages';

/**
 * Small predicates shared by the zod schemas and by forms that validate as you type. This
 * module imports no zod, so a form that needs only these stays out of zod's weight.
 */

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

/** The footer's newsletter field shows its error only once more than 5 characters are typed. */
export function newsletterFieldError(value: string): string | null {
  return value.length > 5 && !isEmail(value) ? messages.newsletter.fieldInvalid : null;
}

/** A newsletter address as it is stored (trimmed, lower case), or null when it is not valid. */
export function parseNewsletterEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return email.length <= LIMITS.emailChars && isEmail(email) ? email : null;
}
