import { ArrowRight, Lightbulb, Truck, Users } from 'lucide-react';
import { Link } from 'wouter';
import { brand } from '@vitrine/shared/brand';
import { paths } from '../routes';
import { OPENS_CONTACT } from '../contact/openContact';
import { logisticsLinks, managementHints, managementLinks } from './navigation';

/** The open mega-menu: a column per kind of solution and a nudge to talk to a specialist. Every link closes it. */
export function MegaMenuPanel({ close }: { close: () => void }) {
  return (
    <div id="mega-menu" className="mega">
      <div className="container mega__grid">
        <section className="mega__col" aria-labelledby="mega-gestao">
          <h2 id="mega-gestao" className="mega__heading">
            <Users aria-hidden="true" size={18} />
            <Link href={paths.management} onClick={close}>
              Sistemas de gestão
            </Link>
          </h2>
          <ul className="mega__list mega__list--rich">
            {managementLinks.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="mega__link mega__link--rich" onClick={close}>
                  <strong>{item.label}</strong>
                  <span>{managementHints[item.label]}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="mega__col mega__col--wide" aria-labelledby="mega-logistica">
          <h2 id="mega-logistica" className="mega__heading">
            <Truck aria-hidden="true" size={18} />
            <Link href={paths.logistics} onClick={close}>
              Sistemas para logística
            </Link>
          </h2>
          <ul className="mega__list mega__list--two">
            {logisticsLinks.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="mega__link" onClick={close}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="mega__col" aria-labelledby="mega-consultoria">
          <h2 id="mega-consultoria" className="mega__heading">
            <Lightbulb aria-hidden="true" size={18} />
            <Link href={paths.consulting} onClick={close}>
              Consultoria
            </Link>
          </h2>
          <p className="mega__text">
            Fábrica de software, indicadores de gestão, redesenho de processos e supply chain com especialistas que
            conhecem a sua operação.
          </p>
          <Link href={paths.solutions} className="mega__all" onClick={close}>
            Ver todas as soluções <ArrowRight aria-hidden="true" size={16} />
          </Link>
        </section>
        <aside className="mega__promo">
          <p className="mega__promo-title">Não sabe por onde começar?</p>
          <p>Um especialista da {brand.companyName} ajuda a escolher a solução certa para a sua operação.</p>
          <button type="button" className="btn btn--sm" {...OPENS_CONTACT} onClick={close}>
            Falar com um especialista
          </button>
        </aside>
      </div>
    </div>
  );
}
