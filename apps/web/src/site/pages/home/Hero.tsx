import { useState } from 'react';
import { ArrowRight, Pause, Play, Route, ShieldCheck, TrendingUp } from 'lucide-react';
import { Link } from 'wouter';
import { brand } from '@vitrine/shared/brand';
import { paths } from '../../routes';
import { OPENS_CONTACT } from '../../contact/openContact';
import { Island } from '../../islands/Island';
import { HeroAnimation } from './HeroAnimation';
import { useReducedMotion } from './useReducedMotion';
import { MOTION_PROPS } from '../../motion/motionProps';

/**
 * The hero's moving backdrop and its pause button: an island (it wakes on first interaction).
 * Until then the animation runs on CSS alone: hero.css holds it still for visitors who ask for
 * reduced motion, and `data-motion` on the hero holds it still until the page has settled, and
 * off-screen or in a background tab (motion/pauseOffscreen.ts).
 */
export function HeroMotion() {
  const reduced = useReducedMotion();
  // null = follow the system setting until the visitor presses the button.
  const [choice, setChoice] = useState<boolean | null>(null);
  const paused = choice ?? reduced;
  return (
    <>
      <HeroAnimation paused={paused} />
      <button
        type="button"
        className="hero__toggle"
        onClick={() => setChoice(!paused)}
        aria-label={paused ? 'Reproduzir animação de fundo' : 'Pausar animação de fundo'}
      >
        {paused ? <Play aria-hidden="true" size={16} /> : <Pause aria-hidden="true" size={16} />}
      </button>
    </>
  );
}

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title" {...MOTION_PROPS}>
      <Island name="heroMotion" component={HeroMotion} props={{}} when="interaction" />
      <div className="hero__shade" aria-hidden="true" />
      <div className="container hero__inner">
        <div className="hero__content">
          <p className="hero__eyebrow">Desde {brand.foundedYear} · Gestão, logística e consultoria</p>
          <h1 id="hero-title" className="hero__title">
            {brand.slogan}
          </h1>
          <p className="hero__lead">
            Sistemas de gestão, soluções para logística e consultoria especializada para empresas que não podem parar.
          </p>
          <div className="hero__actions">
            <Link href={paths.solutions} className="btn">
              Conheça nossas soluções <ArrowRight aria-hidden="true" size={18} />
            </Link>
            <button type="button" className="btn btn--on-dark" {...OPENS_CONTACT}>
              Fale com um especialista
            </button>
          </div>
        </div>
        <ul className="hero__chips" aria-label="Indicadores ilustrativos das soluções">
          <li className="hero__chip hero__chip--a">
            <Route aria-hidden="true" size={20} />
            <span>
              <strong>126 veículos</strong> em rota agora
            </span>
          </li>
          <li className="hero__chip hero__chip--b">
            <TrendingUp aria-hidden="true" size={20} />
            <span>
              <strong>98,4%</strong> entregas no prazo
            </span>
          </li>
          <li className="hero__chip hero__chip--c">
            <ShieldCheck aria-hidden="true" size={20} />
            <span>
              <strong>Folha fechada</strong> sem pendências
            </span>
          </li>
        </ul>
      </div>
    </section>
  );
}
