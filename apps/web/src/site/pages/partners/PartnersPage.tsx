import { useState, type CSSProperties } from 'react';
import { ArrowRight, Check, Handshake } from 'lucide-react';
import { brand } from '@vitrine/shared/brand';
import { Modal } from '../../components/Modal';
import { OPENS_CONTACT } from '../../contact/openContact';
import { Island } from '../../islands/Island';
import { usePageMeta } from '../../usePageMeta';
import { PartnerLogo, partners, type Partner } from './partners';
import './PartnersPage.css';

/** The partners' cards, each opening its partner's details in a dialog: the page's one island. */
export function PartnerCards() {
  const [selected, setSelected] = useState<Partner | null>(null);
  return (
    <>
      <ul className="card-grid partners-grid">
        {partners.map((partner) => (
          <li key={partner.id}>
            <button
              type="button"
              className="partner-card"
              style={{ '--partner-color': partner.color } as CSSProperties}
              onClick={() => setSelected(partner)}
              aria-haspopup="dialog"
              aria-label={`${partner.name}: ${partner.category}`}
              aria-describedby={`parceiro-${partner.id}`}
            >
              <span className="partner-card__logo">
                <PartnerLogo partner={partner} />
              </span>
              <span className="partner-card__category">{partner.category}</span>
              <span id={`parceiro-${partner.id}`} className="partner-card__summary">
                {partner.summary}
              </span>
              <span className="partner-card__more">
                Conhecer a parceria <ArrowRight aria-hidden="true" size={16} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Modal open={selected !== null} onClose={() => setSelected(null)} title={selected?.name ?? 'Parceiro'} hideTitle>
        {selected && (
          <article className="partner-detail">
            {/* The logo shows the name the dialog's hidden heading already announces. */}
            <div className="partner-detail__head" aria-hidden="true">
              <PartnerLogo partner={selected} />
            </div>
            <p className="partner-detail__category">{selected.category}</p>
            {selected.description.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            <ul className="partner-detail__highlights">
              {selected.highlights.map((h) => (
                <li key={h}>
                  <Check aria-hidden="true" size={18} />
                  {h}
                </li>
              ))}
            </ul>
            <footer className="partner-detail__cta">
              <p>
                Quer usar a {selected.name} com as soluções {brand.companyName}? Um especialista explica como a
                integração funciona no seu caso.
              </p>
              <button type="button" className="btn" {...OPENS_CONTACT} onClick={() => setSelected(null)}>
                Falar com um especialista <ArrowRight aria-hidden="true" size={18} />
              </button>
            </footer>
          </article>
        )}
      </Modal>
    </>
  );
}

export default function PartnersPage() {
  usePageMeta(
    'Parcerias',
    `Conheça os parceiros de tecnologia da ${brand.companyName}: nuvem, BI, telemetria, pagamentos, automação e educação.`,
  );
  return (
    <main id="conteudo" className="partners-page">
      <section className="partners-hero" aria-labelledby="parcerias-title">
        <div className="container partners-hero__inner">
          <p className="eyebrow">Ecossistema {brand.companyName}</p>
          <h1 id="parcerias-title">Parcerias que ampliam o valor das nossas soluções</h1>
          <p className="lead">
            Trabalhamos com empresas de tecnologia que compartilham o nosso compromisso com resultado. Cada parceria é
            integrada, testada e suportada pela {brand.companyName}: você ganha mais recursos sem somar fornecedores
            para administrar.
          </p>
        </div>
      </section>

      <section className="container partners-grid-wrap" aria-label="Parceiros de tecnologia">
        <Island name="partnerCards" component={PartnerCards} props={{}} when="interaction" />
      </section>

      {/* Inside the container (not the container itself), so the band's edges are the card grid's. */}
      <div className="container">
        <section className="partners-cta" aria-labelledby="seja-parceiro">
          <Handshake aria-hidden="true" size={40} className="partners-cta__icon" />
          <div>
            <h2 id="seja-parceiro">Quer ser um parceiro {brand.companyName}?</h2>
            <p>
              Se a sua empresa desenvolve tecnologia para gestão ou logística, vamos conversar sobre integrações e
              ofertas conjuntas.
            </p>
          </div>
          <button
            type="button"
            className="btn"
            {...OPENS_CONTACT}
            aria-label={`Fale com um especialista sobre ser parceiro ${brand.companyName}`}
          >
            Fale com um especialista
          </button>
        </section>
      </div>
    </main>
  );
}
