import type { RefObject } from 'react';
import { Download, ShieldCheck } from 'lucide-react';
import { brand } from '@vitrine/shared/brand';
import { PRIVACY_POLICY_VERSION } from '@vitrine/shared/lgpd';
import type { PolicyDocument, PolicySectionId } from './policy/types';

export type Lang = 'pt-BR' | 'en';

/** The page's own words around the policy, in the policy's language. */
export interface PolicyUi {
  eyebrow: string;
  menu: string;
  dpo: string;
  dpoText: string;
  version: string;
}

/** The policy's title, its version, the language switch and its PDF. */
export function PolicyHero({
  policy,
  lang,
  ui,
  switchTo,
}: {
  policy: PolicyDocument;
  lang: Lang;
  ui: PolicyUi;
  switchTo: (next: Lang) => void;
}) {
  return (
    <header className="navy-hero">
      <div className="navy-hero__inner">
        <p className="navy-hero__eyebrow policy-hero__eyebrow">
          <ShieldCheck size={16} aria-hidden="true" /> {ui.eyebrow} · LGPD
        </p>
        <h1 lang={lang}>{policy.title}</h1>
        <p className="policy-hero__updated" lang={lang}>
          {policy.updatedLabel}
          {/* The id each contact and subscription records as the version consented to. */}
          <span className="policy-hero__version" data-testid="policy-version">
            {' · '}
            {ui.version}: <strong>{PRIVACY_POLICY_VERSION}</strong>
          </span>
        </p>
        <div className="policy-hero__actions">
          <div className="policy-lang" role="group" aria-label="Idioma / Language">
            {(['pt-BR', 'en'] as const).map((code) => (
              <button key={code} type="button" lang={code} aria-pressed={lang === code} onClick={() => switchTo(code)}>
                {code === 'pt-BR' ? 'Português' : 'English'}
              </button>
            ))}
          </div>
          <a className="policy-download" href={`/docs/${policy.pdfFile}`} download lang={lang}>
            <Download size={18} aria-hidden="true" />
            {policy.pdfLabel}
          </a>
        </div>
      </div>
    </header>
  );
}

/** "Nesta página": the sections, the one being read marked, and the DPO's address. */
export function PolicyMenu({
  policy,
  ui,
  active,
  menuRef,
}: {
  policy: PolicyDocument;
  ui: PolicyUi;
  active: PolicySectionId | null;
  menuRef: RefObject<HTMLElement | null>;
}) {
  return (
    <nav className="policy-menu" aria-label={ui.menu} ref={menuRef}>
      <p className="policy-menu__title">{ui.menu}</p>
      <ol>
        {policy.sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} aria-current={active === section.id ? 'location' : undefined}>
              {section.nav}
            </a>
          </li>
        ))}
      </ol>
      <div className="policy-dpo">
        <p className="policy-dpo__title">{ui.dpo}</p>
        <p>{ui.dpoText}</p>
        <a href={`mailto:${brand.dpoEmail}`}>{brand.dpoEmail}</a>
      </div>
    </nav>
  );
}
