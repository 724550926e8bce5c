import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../routes';
import { OPENS_CONTACT } from '../../contact/openContact';
import { brand } from '@vitrine/shared/brand';

export function ClosingCta() {
  return (
    <section className="closing-cta" aria-labelledby="closing-title">
      <div className="container">
        <div className="closing-cta__inner">
          <div>
            <h2 id="closing-title">Pronto para dar o próximo passo?</h2>
            <p>Fale com um especialista e descubra como a {brand.companyName} pode simplificar a sua operação.</p>
          </div>
          <div className="closing-cta__actions">
            <button type="button" className="btn" {...OPENS_CONTACT}>
              Fale com um especialista
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
