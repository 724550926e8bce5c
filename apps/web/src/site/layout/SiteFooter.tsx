import { Mail, MapPin, Phone } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { brand, formatAddress } from '@vitrine/shared/brand';
import { paths } from '../routes';
import { OPENS_CONTACT } from '../contact/openContact';
import { Island } from '../islands/Island';
import { NewsletterSignup } from '../newsletter/NewsletterSignup';
import { Logo } from './Logo';
import { SocialLinks } from './SocialIcons';
import { logisticsLinks, managementLinks } from './navigation';

const institutional = [
  { label: 'Início', href: paths.home },
  { label: 'Soluções', href: paths.solutions },
  { label: 'Parcerias', href: paths.partners },
  { label: 'Blog', href: paths.blog },
  { label: 'Política de Privacidade', href: paths.privacy },
  { label: 'LGPD — seus dados', href: paths.lgpd },
];

const solutions = [
  { label: 'Sistemas de gestão', href: paths.management },
  ...managementLinks.map((l) => ({ label: `${brand.companyName} ${l.label}`, href: l.href })),
  { label: 'Sistemas para logística', href: paths.logistics },
  ...logisticsLinks.filter((l) => ['TMS Transportadora', 'WMS', 'Torre de Controle'].includes(l.label)),
  { label: 'Consultoria', href: paths.consulting },
];
/** The newsletter's invitation above the footer (an island: the form needs script). */
function FooterNewsletter() {
  return (
    <div className="site-footer__newsletter">
      <div className="container site-footer__newsletter-inner">
        <div>
          <h2 className="site-footer__newsletter-title">Receba conteúdos sobre gestão e logística</h2>
          <p>Tendências, boas práticas e novidades da {brand.companyName}, uma vez por mês. Sem spam.</p>
        </div>
        <Island name="newsletter" component={NewsletterSignup} props={{}} when="visible" />
      </div>
    </div>
  );
}

/** "Atendimento": the address, phone and e-mail, and the contact form's button. */
function FooterContact() {
  return (
    <div className="site-footer__col">
      <h2 className="site-footer__heading">Atendimento</h2>
      <address className="site-footer__contact">
        <p>
          <MapPin aria-hidden="true" size={18} />
          <span>{formatAddress()}</span>
        </p>
        <p>
          <Phone aria-hidden="true" size={18} />
          <a href={brand.phoneHref}>{brand.phone}</a>
        </p>
        <p>
          <Mail aria-hidden="true" size={18} />
          <a href={`mailto:${brand.email}`}>{brand.email}</a>
        </p>
      </address>
      <button type="button" className="btn btn--sm site-footer__cta" {...OPENS_CONTACT}>
        Entre em contato
      </button>
    </div>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  // Someone leaving the newsletter is not asked to join it on the same page.
  const [location] = useLocation();
  return (
    <footer className="site-footer">
      {location !== paths.cancelNewsletter && <FooterNewsletter />}

      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Link href={paths.home} aria-label={`${brand.companyName} — página inicial`}>
            <Logo tone="light" />
          </Link>
          <p>
            Desde {brand.foundedYear}, sistemas de gestão, soluções para logística e consultoria para empresas que movem
            o Brasil.
          </p>
          <SocialLinks />
        </div>

        <nav className="site-footer__col" aria-labelledby="footer-solucoes">
          <h2 id="footer-solucoes" className="site-footer__heading">
            Soluções
          </h2>
          <ul>
            {solutions.map((item) => (
              <li key={item.href}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="site-footer__col" aria-labelledby="footer-institucional">
          <h2 id="footer-institucional" className="site-footer__heading">
            Institucional
          </h2>
          <ul>
            {institutional.map((item) => (
              <li key={item.href}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ))}
            <li>
              <button type="button" className="site-footer__link-btn" {...OPENS_CONTACT}>
                Fale conosco
              </button>
            </li>
          </ul>
        </nav>

        <FooterContact />
      </div>

      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>
            © {year} {brand.legalName}
          </p>
          <p>CNPJ {brand.cnpj}</p>
        </div>
      </div>
    </footer>
  );
}
