import { brand } from '@vitrine/shared/brand';
import { LogoMark } from '../../layout/Logo';
import { SECTIONS } from './guideContent';
import {
  AboutSection,
  MascotSection,
  NetworkSection,
  SiteTourSection,
  SocialSection,
  WhatWeDoSection,
} from './GuideSections';
import { firstName, type PlatformSession } from './platformSession';
import { SolMascot } from './SolMascot';

/** The onboarding guide itself, shown to employees of the company tenant. */
export function OnboardingGuide({ session }: { session: PlatformSession }) {
  return (
    <div className="onb">
      <GuideHero session={session} />
      <GuideNav />
      <main className="onb-main">
        <AboutSection />
        <WhatWeDoSection />
        <NetworkSection />
        <SiteTourSection />
        <SocialSection />
        <MascotSection />
      </main>

      <footer className="onb-footer">
        <p>
          {brand.legalName} · {brand.phone} · Dúvidas sobre o guia? Fale com o RH pela {brand.platformName}.
        </p>
      </footer>
    </div>
  );
}

/** The greeting: the employee's first name when the platform knows it. */
function GuideHero({ session }: { session: PlatformSession }) {
  const name = firstName(session.fullName);
  return (
    <header className="onb-hero">
      <div className="onb-hero__inner">
        <div className="onb-hero__brand">
          <LogoMark tone="light" size={40} />
          <span>{brand.companyName} · Guia de integração</span>
        </div>
        <h1 className="onb-hero__title">
          {name ? `Olá, ${name}! ` : 'Olá! '}
          <span>Boas-vindas à {brand.companyName}.</span>
        </h1>
        {session.fullName && (
          <p className="onb-hero__who" data-testid="onboarding-greeting">
            {session.fullName}
          </p>
        )}
        <p className="onb-hero__lead">
          Este guia reúne o que você precisa nos primeiros dias: quem somos, o que fazemos, como se conectar à nossa
          rede e onde conversar com o time. Leva uns 15 minutos — e o Sol vai junto com você.
        </p>
      </div>
      <SolMascot size={170} />
    </header>
  );
}

/** The numbered table of contents, one anchor per section below. */
function GuideNav() {
  return (
    <nav className="onb-nav" aria-label="Seções do guia">
      <ol>
        {SECTIONS.map((s, i) => (
          <li key={s.id}>
            <a href={`#${s.id}`}>
              <span aria-hidden="true">{i + 1}</span>
              {s.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
