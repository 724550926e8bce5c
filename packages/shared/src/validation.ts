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

const f = messages.form;

/**
 * What is wrong with an e-mail address as a person typed it, or null when it is fine: nothing
 * typed, an address that stops short (no @, nothing after it, no domain ending) or one with
 * characters the rule refuses each get their own message.
 */
export function emailProblem(value: string): string | null {
  const address = value.trim();
  if (address === '') return f.emailRequired;
  if (address.length > LIMITS.emailChars) return f.tooLong(LIMITS.emailChars);
  if (isEmail(address)) return null;
  const at = address.lastIndexOf('@');
  const domain = at < 0 ? '' : address.slice(at + 1);
  return at <= 0 || !/\.[A-Za-z]{2,}$/.test(domain) ? f.emailIncomplete : f.emailInvalid;
}

/** What is wrong with a person's name, or null: more than 2 characters not counting spaces. */
export function nameProblem(value: string): string | null {
  const letters = value.replace(/\s/g, '').length;
  if (letters === 0) return f.nameRequired;
  if (letters <= 2) return f.nameShort;
  return value.trim().length > LIMITS.nameChars ? f.tooLong(LIMITS.nameChars) : null;
}

/** A free text field (subject, message): asked for when empty, more than 2 characters, at most `max`. */
export function textProblem(value: string, required: string, short: string, max: number): string | null {
  const text = value.trim();
  if (text === '') return required;
  if (text.length <= 2) return short;
  return text.length > max ? f.tooLong(max) : null;
}

/** The footer's newsletter field shows its error only once more than 5 characters are typed. */
export function newsletterFieldError(value: string): string | null {
  return value.length > 5 ? emailProblem(value) : null;
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
 * What is wrong with a Brazilian phone number, or null (client and server rule): a two-digit area
 * code without zeros (11–99) and 8 digits for a landline or 9 starting with 9 for a mobile, so 10 or
 * 11 digits. Anything shorter ("123", a number without its area code) is useless to call back;
 * longer is refused, not cut. A leading 0 (the long-distance prefix) reads as an area code with a zero.
 */
export function phoneProblem(value: string): string | null {
  if (value.length > LIMITS.phoneChars) return f.phoneLength;
  const digits = value.replace(/\D/g, '');
  if (digits === '') return f.phoneRequired;
  if (digits.length < 10 || digits.length > 11) return f.phoneLength;
  if (digits.slice(0, 2).includes('0')) return f.phoneAreaCode;
  if (digits.length === 11 && digits[2] !== '9') return f.phoneMobile;
  return null;
}

/** The digits of a whole Brazilian phone number (phoneProblem finds nothing wrong), else null. */
export function validPhoneDigits(value: string): string | null {
  return phoneProblem(value) === null ? value.replace(/\D/g, '') : null;
}
