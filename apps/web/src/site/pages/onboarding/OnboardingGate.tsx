import { Globe, Hourglass, Lock, MessageCircle, MonitorSmartphone, RotateCw } from 'lucide-react';
import { brand } from '@vitrine/shared/brand';
import { messages } from '@vitrine/shared/messages';
import { paths } from '@vitrine/shared/routes';
import { CONTACT_HASH } from '../../contact/openContact';
import { LogoMark } from '../../layout/Logo';
import type { View } from './useOnboardingView';

/** The card shown instead of the guide: outside the platform, while waiting, or to someone not allowed. */
export function OnboardingGate({ view, tryAgain }: { view: Exclude<View, { kind: 'allowed' }>; tryAgain: () => void }) {
  return (
    <main className="onb-gate">
      <div className="onb-gate__card">
        <LogoMark size={52} />
        {view.kind === 'outside' && <OutsidePlatform />}
        {view.kind === 'loading' && (
          <p className="onb-gate__loading" role="status">
            <span className="onb-gate__spinner" aria-hidden="true" />
            {messages.onboarding.loading}
          </p>
        )}
        {view.kind === 'waitedTooLong' && <WaitedTooLong tryAgain={tryAgain} />}
        {view.kind === 'restricted' && <Restricted />}
      </div>
    </main>
  );
}

/** Opened outside the platform's frame: where to go instead. */
function OutsidePlatform() {
  return (
    <>
      <span className="onb-gate__icon" aria-hidden="true">
        <MonitorSmartphone size={26} />
      </span>
      <h1 className="onb-gate__title">{messages.onboarding.outsidePlatform}</h1>
      <p className="onb-gate__text">
        O guia de integração dos colaboradores da {brand.companyName} abre dentro da {brand.platformName}. Acesse a
        plataforma com o seu usuário corporativo para continuar.
      </p>
      <p className="onb-gate__text">Chegou aqui por outro caminho? Conheça o site ou fale com a nossa equipe.</p>
      <nav className="onb-gate__actions" aria-label="Outros caminhos">
        <a className="onb-gate__retry" href={paths.home}>
          <Globe size={18} aria-hidden="true" />
          Ir para o site da {brand.companyName}
        </a>
        <a className="onb-gate__link" href={`${paths.home}${CONTACT_HASH}`}>
          <MessageCircle size={18} aria-hidden="true" />
          Fale com a nossa equipe
        </a>
      </nav>
    </>
  );
}

/** The platform never posted a session: say so, and offer to wait again. */
function WaitedTooLong({ tryAgain }: { tryAgain: () => void }) {
  return (
    <>
      <span className="onb-gate__icon" aria-hidden="true">
        <Hourglass size={26} />
      </span>
      <h1 className="onb-gate__title">{messages.onboarding.noSessionTitle}</h1>
      <p className="onb-gate__text" role="status">
        {messages.onboarding.noSessionText}
      </p>
      <button type="button" className="onb-gate__retry" onClick={tryAgain}>
        <RotateCw size={18} aria-hidden="true" />
        {messages.onboarding.noSessionRetry}
      </button>
    </>
  );
}

/** A session from another tenant: the guide is for the company's own employees. */
function Restricted() {
  return (
    <>
      <span className="onb-gate__icon onb-gate__icon--lock" aria-hidden="true">
        <Lock size={26} />
      </span>
      <h1 className="onb-gate__title">{messages.onboarding.restrictedTitle}</h1>
      <p className="onb-gate__text">{messages.onboarding.restrictedText}</p>
    </>
  );
}
