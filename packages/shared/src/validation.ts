import { LIMITS } from './constants';
import { messages } from './messages';

/**
 * Small predicates shared by the zod schemas and by forms that validate as you type. This
 * module imports no zod, so a form that needs only these stays out of zod's weight.
 */

/**
 * An address as people write it: a dot-atom local part (no quotes, no comments) and a
 * host name with a letter-only top-level domain. Rejects what mail systems read as
 * something else — "x"@d, x@d>, a NUL, x@[127.0.0.1] — so one mailbox cannot be
 * subscribed under several spellings. Letters outside ASCII are not accepted:
 * an international domain is written in its xn-- form.
 */
const LOCAL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
export const EMAIL_PATTERN = new RegExp(
  `^(?=[^@]{1,64}@)${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@(?:${DOMAIN_LABEL}\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$`,
);

export function isEmail(value: string): boolean {
  const address = value.trim();
  return address.length <= LIMITS.emailChars && EMAIL_PATTERN.test(address);
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

/**
 * Where a post's link button may point: an https: or mailto: URL, or a path on this site.
 * "//host" and "/\\host" are read by browsers as another site, and they drop tabs and line
 * breaks inside URLs, so neither whitespace nor backslashes are allowed anywhere.
 */
export function isAllowedLinkHref(value: string): boolean {
  const href = value.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (href === '' || /[\s\\\u0000-\u001f\u007f]/.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.protocol === 'mailto:') return isEmail(decodeURIComponent(url.pathname));
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

/**
 * The digits of a whole Brazilian phone number, else null (client and server rule): a two-digit area
 * code without zeros (11–99) and 8 digits for a landline or 9 starting with 9 for a mobile, so 10 or
 * 11 digits. Anything shorter ("123") is useless to call back; longer is refused, not cut.
 */
export function validPhoneDigits(value: string): string | null {
  if (value.length > LIMITS.phoneChars) return null;
  const digits = value.replace(/\D/g, '');
  return /^[1-9]{2}(?:9\d{8}|\d{8})$/.test(digits) ? digits : null;
}
