import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { brand, formatAddress } from '@vitrine/shared/brand';

/** The overlay's side panel: what to expect, and the other ways to reach the company. */
export function ContactInfo() {
  return (
    <aside className="contact-overlay__info">
      <p className="eyebrow">Contato</p>
      <h2 id="contact-title" className="contact-overlay__title">
        Vamos conversar sobre a sua operação
      </h2>
      <p className="contact-overlay__intro">
        Conte o seu desafio: um especialista da {brand.companyName} responde em até um dia útil.
      </p>
      <ul className="contact-overlay__facts">
        <li>
          <MapPin aria-hidden="true" size={20} />
          <span>
            <strong>Escritório</strong>
            {formatAddress()}
          </span>
        </li>
        <li>
          <Phone aria-hidden="true" size={20} />
          <span>
            <strong>Telefone</strong>
            <a href={brand.phoneHref}>{brand.phone}</a>
          </span>
        </li>
        <li>
          <Mail aria-hidden="true" size={20} />
          <span>
            <strong>E-mail</strong>
            <a href={`mailto:${brand.email}`}>{brand.email}</a>
          </span>
        </li>
        <li>
          <Clock aria-hidden="true" size={20} />
          <span>
            <strong>Atendimento</strong>
            Segunda a sexta, das 8h às 18h
          </span>
        </li>
      </ul>
    </aside>
  );
}
