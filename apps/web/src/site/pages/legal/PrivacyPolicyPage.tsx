import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { usePageMeta } from '../../usePageMeta';
import { PolicyBlocks } from './PolicyBlocks';
import { PolicyHero, PolicyMenu, type Lang, type PolicyUi } from './PolicyParts';
import { privacyPolicyEn } from './policy/privacyPolicy.en';
import { privacyPolicyPt } from './policy/privacyPolicy.pt-BR';
import type { PolicySectionId } from './policy/types';
import './privacy-policy.css';

const POLICIES = { 'pt-BR': privacyPolicyPt, en: privacyPolicyEn } as const;

const UI: Record<Lang, PolicyUi> = {
  'pt-BR': {
    eyebrow: 'Privacidade',
    menu: 'Nesta página',
    dpo: 'Encarregado (DPO)',
    dpoText: 'Dúvidas sobre seus dados pessoais?',
    version: 'Versão da política',
  },
  en: {
    eyebrow: 'Privacy',
    menu: 'On this page',
    dpo: 'Data Protection Officer',
    dpoText: 'Questions about your personal data?',
    version: 'Policy version',
  },
};

/** /politica-privacidade (?lang=en for the English text, so either version can be linked). */
export default function PrivacyPolicyPage() {
  const params = new URLSearchParams(useSearch());
  const lang: Lang = params.get('lang') === 'en' ? 'en' : 'pt-BR';
  const [location, navigate] = useLocation();
  const policy = POLICIES[lang];
  const ui = UI[lang];
  usePageMeta(policy.title, policy.intro[0]?.type === 'p' ? policy.intro[0].text.slice(0, 155) : undefined);
  const active = useActiveSection(policy.sections.map((s) => s.id));
  const menuRef = useRef<HTMLElement>(null);

  // On small screens the menu is a horizontal strip: keep the current section's chip in it.
  useEffect(() => {
    const list = menuRef.current?.querySelector('ol');
    const link = list?.querySelector<HTMLElement>('[aria-current="location"]');
    if (list && link && list.scrollWidth > list.clientWidth) {
      list.scrollTo({ left: link.offsetLeft - list.offsetLeft - 16, behavior: 'smooth' });
    }
  }, [active]);

  // A shared link such as /politica-privacidade#security: the section exists only after this
  // lazy page renders, too late for the browser's own jump on load.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);

  const switchTo = (next: Lang) => {
    if (next !== lang) navigate(next === 'en' ? `${location}?lang=en` : location, { replace: true });
  };

  return (
    <main id="conteudo" className="policy">
      <PolicyHero policy={policy} lang={lang} ui={ui} switchTo={switchTo} />

      <div className="policy-body" lang={lang}>
        <PolicyMenu policy={policy} ui={ui} active={active} menuRef={menuRef} />

        <article className="policy-article">
          <div className="policy-intro">
            <PolicyBlocks blocks={policy.intro} />
          </div>
          {policy.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className="policy-section"
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              <PolicyBlocks blocks={section.blocks} />
            </section>
          ))}
        </article>
      </div>
    </main>
  );
}

/** The section being read (the last one whose start has reached the upper third of the screen), for the sub-menu. */
function useActiveSection(ids: readonly PolicySectionId[]): PolicySectionId | null {
  const [active, setActive] = useState<PolicySectionId | null>(null);
  const key = ids.join(',');
  useEffect(() => {
    const sectionIds = key.split(',') as PolicySectionId[];
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: PolicySectionId | null = null;
      for (const id of sectionIds) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= window.innerHeight * 0.35) current = id;
      }
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [key]);
  return active;
}
