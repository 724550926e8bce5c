import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { brand, yearsInBusiness } from '@vitrine/shared/brand';
import { paths } from '../../routes';
import { usePageMeta } from '../../usePageMeta';
import { Island } from '../../islands/Island';
import { ContactBand, ExpertButton, PageHero } from '../components';
import { illustrations } from '../illustrations';
import { NamedSolutionCarousel } from '../SolutionCarousels';
import './catalogue-pages.css';

interface RowProps {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  more: { href: string; label: string };
  children: React.ReactNode;
  alt?: boolean;
}

/** One catalogue row: heading, lead, a link to the full page, then the carousel. */
function Row({ id, eyebrow, title, lead, more, children, alt }: RowProps) {
  return (
    <section id={id} className={alt ? 'cat-section cat-section--alt' : 'cat-section'} aria-labelledby={`${id}-titulo`}>
      <div className="cat-container">
        <div className="cat-section-head">
          <div>
            <p className="cat-eyebrow">{eyebrow}</p>
            <h2 className="cat-heading" id={`${id}-titulo`}>
              {title}
            </h2>
            <p className="cat-lead">{lead}</p>
          </div>
          <Link href={more.href} className="cat-link">
            {more.label}
            <ArrowRight aria-hidden="true" size={18} />
          </Link>
        </div>
        {children}
      </div>
    </section>
  );
}
/** Jumps to each of the page's three rows, with how many offers each holds. */
function SolutionsJump() {
  return (
    <nav className="solutions-jump cat-container" aria-label="Categorias de soluções">
      <a href="#sistemas-gestao">
        <strong>3</strong> Sistemas de gestão
      </a>
      <a href="#sistemas-logistica">
        <strong>12</strong> Sistemas para logística
      </a>
      <a href="#consultoria">
        <strong>8</strong> Frentes de consultoria
      </a>
    </nav>
  );
}

/** /solucoes — the catalogue: management (3), logistics (12) and consulting (8) carousels. */
export default function SolutionsPage() {
  usePageMeta(
    'Soluções',
    `Sistemas de gestão (HCM, ERP, GAS), doze sistemas para logística e oito frentes de consultoria da ${brand.companyName}.`,
  );
  const years = yearsInBusiness();

  return (
    <main id="conteudo" className="catalogue-page">
      <PageHero
        eyebrow="Soluções"
        title="Tecnologia e consultoria para gestão e logística"
        subtitle={`Há ${years} anos construindo os sistemas que fazem empresas brasileiras operarem melhor.`}
        description={
          <p>
            Três sistemas de gestão, doze soluções para logística e oito frentes de consultoria que se conectam entre si
            — para você começar pelo que mais precisa e crescer sem trocar de fornecedor.
          </p>
        }
        image={illustrations.dashboard}
        actions={
          <>
            <ExpertButton className="cat-btn--primary" />
            <a className="cat-btn cat-btn--ghost" href="#sistemas-gestao">
              Explorar soluções
            </a>
          </>
        }
      />
      <SolutionsJump />
      <Row
        id="sistemas-gestao"
        eyebrow="Sistemas de gestão"
        title="Pessoas, finanças e segurança em sistemas integrados"
        lead="HCM, ERP e GAS compartilham cadastros e regras: o que o RH registra vale na portaria, e o que a portaria registra chega à folha."
        more={{ href: paths.management, label: 'Ver sistemas de gestão' }}
      >
        <Island
          name="solutionCarousel"
          component={NamedSolutionCarousel}
          props={{ name: 'management' }}
          when="visible"
        />
      </Row>
      <Row
        id="sistemas-logistica"
        eyebrow="Sistemas para logística"
        title="Do armazém à entrega, cada etapa sob controle"
        lead="WMS, YMS, TMS, roteirização, torre de controle e rastreamento: doze soluções que cobrem a cadeia inteira e conversam entre si."
        more={{ href: paths.logistics, label: 'Ver sistemas para logística' }}
        alt
      >
        <Island
          name="solutionCarousel"
          component={NamedSolutionCarousel}
          props={{ name: 'logistics' }}
          when="visible"
        />
      </Row>
      <Row
        id="consultoria"
        eyebrow="Consultoria"
        title="Especialistas ao lado do seu time"
        lead="Oito frentes de consultoria que combinam conhecimento de negócio e de tecnologia para transformar diagnóstico em resultado."
        more={{ href: paths.consulting, label: 'Ver consultoria' }}
      >
        <Island
          name="solutionCarousel"
          component={NamedSolutionCarousel}
          props={{ name: 'consulting' }}
          when="visible"
        />
      </Row>
      <ContactBand
        title="Não sabe por onde começar?"
        text="Conte o desafio da sua empresa e um especialista indica a combinação de sistemas e consultoria que faz sentido para ele."
      />
    </main>
  );
}
