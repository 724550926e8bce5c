import { UTM_KEYS, type LeadSource } from '@vitrine/shared/lead-source';

/**
 * Where this visit began (docs/WEBHOOKS.md, "Lead attribution"), kept in the tab's
 * sessionStorage only: no cookie, nothing that outlives the tab or identifies the visitor.
 * Runs on every page load: the first page of the tab's visit is recorded, and an address with
 * UTM tags (a campaign link opened in the same tab) starts a new visit. Tiny on purpose: it is
 * part of every page's first script.
 */
const KEY = 'vitrine.origem';

type Visit = Omit<LeadSource, 'page'>;

export function rememberVisit(): void {
  try {
    const params = new URLSearchParams(location.search);
    const tagged = UTM_KEYS.some((key) => params.has(key));
    if (sessionStorage.getItem(KEY) && !tagged) return;
    let referrer: string | null = null;
    try {
      const host = document.referrer ? new URL(document.referrer).host : '';
      referrer = host && host !== location.host ? host : null;
    } catch {
      referrer = null;
    }
    const visit = { landing: location.pathname, referrer } as Visit;
    for (const key of UTM_KEYS) visit[key] = params.get(key)?.slice(0, 100) || null;
    sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Storage blocked (private mode, a policy): the lead is sent without a source.
  }
}

/** What a form sends as `source`: the visit, and the page the form is on. */
export function leadSource(): Partial<LeadSource> {
  let visit: Partial<Visit> = {};
  try {
    visit = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Partial<Visit>;
  } catch {
    visit = {};
  }
  return { ...visit, page: location.pathname };
}
