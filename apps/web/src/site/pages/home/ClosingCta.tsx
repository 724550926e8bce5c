import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../routes';
import { useContactForm } from '../../contact/ContactFormContext';
import { brand } from '@vitrine/shared/brand';

export function ClosingCta() {
  const contact = useContactForm();
  return (
    <section className="closing-cta" aria-labelledby="closing-title">
      <div className="container">
        <div className="closing-cta__inner">
          <div>
            <h2 id="closing-title">Pronto para dar o próximo passo?</h2>
            <p>Fale com um especialista e descubra como a {brand.companyName} pode simplificar a sua operação.</p>
          </div>
          <div className="closing-cta__actions">
            <button
              type="button"
              className="btn"
              onClick={contact.open}
              aria-label={`Saiba mais: fale com um especialista da ${brand.companyName}`}
            >
              Saiba mais
            </button>
            <Link href={paths.blog} className="btn btn--on-dark">
              Ler o blog <ArrowRight aria-hidden="true" size={18} />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
