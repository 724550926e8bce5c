import { ArrowRight, Check, Lightbulb, Truck, Users } from 'lucide-react';
import { Link } from 'wouter';
import { brand } from '@vitrine/shared/brand';
import { paths } from '../../routes';
import { OPENS_CONTACT } from '../../contact/openContact';

const offers = [
  {
    icon: Users,
    tone: 'navy',
    title: 'Sistemas de gestão',
    href: paths.management,
    text: 'HCM, ERP e GAS para administrar pessoas, finanças, suprimentos e acessos em uma base única.',
    points: ['Folha, ponto e talentos', 'Fiscal e financeiro sempre em dia', 'Controle de acesso e segurança'],
  },
  {
    icon: Truck,
    tone: 'sunrise',
    title: 'Sistemas para logística',
    href: paths.logistics,
    text: 'Doze soluções do armazém à última milha: TMS, WMS, YMS, roteirização, rastreio e torre de controle.',
    points: ['Fretes e frotas sob controle', 'Armazém e pátio sem gargalos', 'Entregas rastreadas em tempo real'],
  },
  {
    icon: Lightbulb,
    tone: 'teal',
    title: 'Consultoria',
    href: paths.consulting,
    text: 'Especialistas para redesenhar processos, criar indicadores e desenvolver o software que falta.',
    points: ['Redesenho e automação de processos', 'Análises preditivas e indicadores', 'Fábrica de software'],
  },
] as const;

/** "O que a Alvorada faz": the three lines of business, each with its page and a contact. */
export function WhatWeDoSection() {
  return (
    <section id="o-que-fazemos" className="home-section what" aria-labelledby="o-que-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">Soluções</p>
          <h2 id="o-que-title">O que a {brand.companyName} faz</h2>
          <p className="lead">
            Três frentes que se completam: software para gerir o negócio, tecnologia para mover cargas e pessoas para
            fazer tudo isso dar resultado.
          </p>
        </div>
        <ul className="card-grid what__grid">
          {offers.map(({ icon: Icon, tone, title, href, text, points }) => (
            <li key={title} className={`what__card what__card--${tone}`}>
              <span className="what__icon">
                <Icon aria-hidden="true" size={26} />
              </span>
              <h3 className="what__title">
                <Link href={href}>{title}</Link>
              </h3>
              <p>{text}</p>
              <ul className="what__points">
                {points.map((p) => (
                  <li key={p}>
                    <Check aria-hidden="true" size={16} />
                    {p}
                  </li>
                ))}
              </ul>
              <div className="what__actions">
                <Link href={href} className="what__more" aria-label={`Conhecer ${title}`}>
                  Conhecer <ArrowRight aria-hidden="true" size={16} />
                </Link>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  {...OPENS_CONTACT}
                  aria-label={`Fale com um especialista sobre ${title}`}
                >
                  Fale com um especialista
                </button>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
