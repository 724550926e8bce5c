/**
 * The session the partner platform hands to the onboarding guide by postMessage (spec
 * docs/PRODUCT.md §3: servicesUrl and token {…, fullName, tenantName, …}). Only what the guide
 * uses is kept; the access and refresh tokens are never stored or sent anywhere.
 */
export interface PlatformSession {
  servicesUrl: string;
  fullName: string;
  tenantName: string;
  email: string;
  locale: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The session in a message's data, or null when the data is not a platform session. */
export function readPlatformMessage(data: unknown): PlatformSession | null {
  if (typeof data !== 'object' || data === null) return null;
  const { servicesUrl, token } = data as { servicesUrl?: unknown; token?: unknown };
  if (typeof token !== 'object' || token === null) return null;
  const t = token as Record<string, unknown>;
  // A session that names no tenant is not the company's: it gets the restricted screen.
  const tenantName = text(t.tenantName).trim();
  return {
    servicesUrl: text(servicesUrl),
    fullName: text(t.fullName).trim(),
    tenantName,
    email: text(t.email),
    locale: text(t.locale),
  };
}

/** Same origin string as configured; a trailing slash in the setting is forgiven. */
export function isPlatformOrigin(origin: string, platformOrigin: string): boolean {
  return origin !== '' && origin === platformOrigin.replace(/\/+$/, '');
}

/** docs/PRODUCT.md §6: the guide is for the company tenant only; tenant names compare without case. */
export function isCompanyTenant(tenantName: string, companyTenant: string): boolean {
  return tenantName.trim().toLowerCase() === companyTenant.trim().toLowerCase();
}

/** "Ana Souza" → "Ana", for a friendly greeting. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}
