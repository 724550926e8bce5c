/**
 * The contact overlay opens from anywhere on a public page: the header, the footer, every
 * "Fale com um especialista". Most of those buttons sit in prerendered markup that no code
 * hydrates (islands/Island.tsx), so they carry an attribute instead of a handler, and one
 * listener on the document turns their clicks into CONTACT_EVENT; the contact island
 * (ContactHost) opens the overlay on it, loading its code the first time.
 */
export const CONTACT_EVENT = 'vitrine:contact';

/** Spread on a button to make it open the contact form: `<button {...OPENS_CONTACT}>`. */
export const OPENS_CONTACT = { 'data-opens-contact': '' } as const;

/**
 * A link from outside the site's layout (the onboarding guide's gate) to the contact form: the
 * page it leads to opens the form as it loads (islands.ts).
 */
export const CONTACT_HASH = '#contato';

export function openContact(): void {
  document.dispatchEvent(new Event(CONTACT_EVENT));
}

/** Installed once per page (islands.ts, main.tsx). Bubbling: a button's own onClick runs first. */
export function listenForContactButtons(): void {
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-opens-contact]')) openContact();
  });
}
