import { ArrowUpRight, Headset } from 'lucide-react';
import { brand } from '@vitrine/shared/brand';
import { SocialGlyph } from '../../layout/SocialGlyph';
import { ExplainerVideo } from './ExplainerVideo';
import { FeatureCards } from './FeatureCards';
import {
  ABOUT_FACTS,
  ABOUT_VIDEO,
  IT_HELPDESK,
  SITE_LINKS,
  SOCIAL_FEATURES,
  SOCIAL_LINKS,
  VPN_STEPS,
  VPN_VIDEO,
  WHAT_WE_DO,
} from './guideContent';
import { SolMascot } from './SolMascot';

// The guide's sections, in the order of its table of contents (guideContent.ts SECTIONS): each
// keeps its own anchor id, which the table of contents links to.

/** Who the company is, with its facts and a one-minute video. */
export function AboutSection() {
  return (
    <section id="sobre" className="onb-section" aria-labelledby="sobre-title">
      <p className="onb-section__eyebrow">01 · Sobre</p>
      <h2 id="sobre-title">Sobre a {brand.companyName}</h2>
      <div className="onb-split">
        <div>
          <p>
            A {brand.legalName} nasceu em {brand.foundedYear}, em Blumenau (SC), com uma ideia simples: colocar
            tecnologia a serviço de quem produz e movimenta o Brasil. O nome diz muito sobre nós — alvorada é o começo
            do dia, o momento em que tudo se põe em movimento.
          </p>
          <p>
            Somos uma empresa de gente próxima do cliente: ouvimos antes de propor, entregamos o que combinamos e
            ficamos para a próxima safra, a próxima folha, a próxima entrega.
          </p>
          <dl className="onb-facts">
            {ABOUT_FACTS.map((f) => (
              <div key={f.label}>
                <dt>{f.value}</dt>
                <dd>{f.label}</dd>
              </div>
            ))}
          </dl>
        </div>
        <ExplainerVideo title={`${brand.companyName} em um minuto`} duration="0:18" scenes={ABOUT_VIDEO} />
      </div>
    </section>
  );
}

/** The company's three lines of work. */
export function WhatWeDoSection() {
  return (
    <section id="o-que-fazemos" className="onb-section" aria-labelledby="fazemos-title">
      <p className="onb-section__eyebrow">02 · O que fazemos</p>
      <h2 id="fazemos-title">O que fazemos</h2>
      <p className="onb-section__lead">Três frentes, um mesmo compromisso: resultado mensurável para o cliente.</p>
      <FeatureCards cards={WHAT_WE_DO} />
    </section>
  );
}

/** How to connect to the VPN, and whom to ask when it does not work. */
export function NetworkSection() {
  return (
    <section id="nossa-rede" className="onb-section" aria-labelledby="rede-title">
      <p className="onb-section__eyebrow">03 · Nossa rede</p>
      <h2 id="rede-title">Nossa rede (VPN)</h2>
      <p className="onb-section__lead">
        Os sistemas internos (intranet, repositórios, ambientes de homologação) só abrem pela VPN. Para conectar:
      </p>
      <div className="onb-split">
        <ol className="onb-steps">
          {VPN_STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="onb-stack">
          <ExplainerVideo title="Conectando-se à VPN" duration="0:18" scenes={VPN_VIDEO} />
          <aside className="onb-help">
            <Headset size={22} aria-hidden="true" />
            <p>
              Precisa de ajuda? Central de TI no ramal <strong>{IT_HELPDESK.extension}</strong> ou{' '}
              <a href={`mailto:${IT_HELPDESK.email}`}>{IT_HELPDESK.email}</a>.
            </p>
          </aside>
        </div>
      </div>
    </section>
  );
}

/** The public site's pages, each opening in a new tab. */
export function SiteTourSection() {
  return (
    <section id="conheca-o-site" className="onb-section" aria-labelledby="site-title">
      <p className="onb-section__eyebrow">04 · Conheça o site</p>
      <h2 id="site-title">Conheça o site</h2>
      <p className="onb-section__lead">
        Nosso site é a primeira conversa com muitos clientes. Vale conhecer cada página — e indicar para quem pergunta o
        que a {brand.companyName} faz.
      </p>
      <ul className="onb-links">
        {SITE_LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              <span>
                <strong>{link.title}</strong>
                {link.text}
              </span>
              <ArrowUpRight size={20} aria-hidden="true" />
              <span className="visually-hidden"> (abre em nova aba)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The internal social network and the company's public profiles. */
export function SocialSection() {
  return (
    <section id="rede-social" className="onb-section" aria-labelledby="social-title">
      <p className="onb-section__eyebrow">05 · Rede social corporativa</p>
      <h2 id="social-title">Rede social corporativa</h2>
      <p className="onb-section__lead">
        O <strong>Aurora</strong>, nossa rede social interna, fica no menu da {brand.platformName}. Complete seu perfil
        com foto e área — é por lá que o time vai te dar as boas-vindas.
      </p>
      <FeatureCards cards={SOCIAL_FEATURES} tone="teal" />
      <h3 className="onb-subtitle">Siga a {brand.companyName} nas redes</h3>
      <ul className="onb-social">
        {SOCIAL_LINKS.map((s) => (
          <li key={s.key}>
            <a href={s.href} target="_blank" rel="noopener noreferrer">
              <SocialGlyph network={s.key} className={`social-glyph social-glyph--${s.key}`} />
              <span>
                <strong>{s.label}</strong>
                {s.text}
              </span>
              <span className="visually-hidden"> (abre em nova aba)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The mascot, Sol, and the weekly open talk with the board. */
export function MascotSection() {
  return (
    <section id="mascote" className="onb-section onb-mascot" aria-labelledby="mascote-title">
      <SolMascot size={200} />
      <div>
        <p className="onb-section__eyebrow">06 · Mascote</p>
        <h2 id="mascote-title">Sorria, este é o Sol!</h2>
        <p>
          O Sol nasceu com a empresa e aparece onde há algo a celebrar: no aniversário de casa, nas metas batidas e no
          “Raios de Sol” da rede social. Ele representa o nosso jeito de trabalhar — começar cedo, com energia, e
          iluminar o caminho do cliente.
        </p>
        <p className="onb-mascot__tip">
          Dica do Sol: toda sexta às 9h tem o <strong>Café da Alvorada</strong>, um bate-papo aberto com a diretoria.
          Apareça!
        </p>
      </div>
    </section>
  );
}
