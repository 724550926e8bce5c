import { ClientLogo, clientLabel, clients } from './clientLogos';
import { MOTION_PROPS } from '../../motion/motionProps';
import { brand } from '@vitrine/shared/brand';

/**
 * The clients strip: an endless marquee (20 s on small screens, 40 s from medium up, CSS).
 * The second copy only closes the loop, so it is hidden from assistive tech; hover or
 * keyboard focus pauses it, and it moves only in view once the page has settled (`data-motion`,
 * motion/pauseOffscreen.ts); reduced motion turns it into a still grid.
 */
export function ClientsStrip() {
  return (
    <section id="clientes" className="home-section clients" aria-labelledby="clientes-title" {...MOTION_PROPS}>
      <div className="container section-head section-head--center">
        <p className="eyebrow">Clientes</p>
        <h2 id="clientes-title">Empresas que crescem com a {brand.companyName}</h2>
        <p className="lead">Indústria, varejo, agronegócio, saúde e transporte: quem move o Brasil confia em nós.</p>
      </div>
      {/* Focusable so keyboard users can pause the motion too (WCAG 2.2.2). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="clients__viewport" tabIndex={0} role="region" aria-label="Logotipos de clientes">
        <div className="clients__track">
          <ul className="clients__group" aria-label="Clientes">
            {clients.map((client) => (
              <li key={client.name} className="clients__item">
                <ClientLogo client={client} label={clientLabel(client)} />
              </li>
            ))}
          </ul>
          <ul className="clients__group" aria-hidden="true">
            {clients.map((client) => (
              <li key={client.name} className="clients__item">
                <ClientLogo client={client} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
