import { useEffect, useState, useSyncExternalStore } from 'react';
import { Globe, Hourglass, Lock, MessageCircle, MonitorSmartphone, RotateCw } from 'lucide-react';
import { brand } from '@vitrine/shared/brand';
import { messages } from '@vitrine/shared/messages';
import type { PublicConfig } from '@vitrine/shared/schemas';
import { paths } from '@vitrine/shared/routes';
import { api } from '../../api';
import { CONTACT_HASH } from '../../contact/openContact';
import { subscribeToMessages } from '../../platformMessages';
import { usePageMeta } from '../../usePageMeta';
import { LogoMark } from '../../layout/Logo';
import { OnboardingGuide } from './OnboardingGuide';
import { isCompanyTenant, isPlatformOrigin, readPlatformMessage, type PlatformSession } from './platformSession';
import '../../styles/tokens.css';
import './onboarding.css';

type View =
  | { kind: 'outside' }
  | { kind: 'loading' }
  | { kind: 'waitedTooLong' }
  | { kind: 'allowed'; session: PlatformSession }
  | { kind: 'restricted' };

const noSubscription = () => () => undefined;
const isFramed = () => window.top !== window.self;
const unknownOnServer = () => null;

/** How long the spinner may wait for the platform's session before the page explains itself. */
export const SESSION_WAIT_MS = 10_000;

/**
 * /colaborador/onboarding, outside the site layout: it lives in an iframe of the partner
 * platform (the server lets only PLATFORM_ORIGIN frame it). The platform posts the
 * employee's session; only messages from that origin count, and only the company tenant
 * sees the guide (docs/ARCHITECTURE.md §8). The session may arrive at any moment after load, even before
 * this page's code ran (the entry script buffers messages: platformMessages.ts).
 */

export default function OnboardingPage() {
  usePageMeta('Guia de integração');
  // Unknown (null) on the server and in the first, hydrating render; then whether the page
  // is inside a frame.
  const framed = useSyncExternalStore(noSubscription, isFramed, unknownOnServer);
  const [judged, setView] = useState<View>({ kind: 'loading' });
  const view: View = framed === false ? { kind: 'outside' } : judged;
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!framed) return;
    let config: PublicConfig | null = null;
    // The platform may post before /api/config answers; keep what arrives and judge it then.
    const early: MessageEvent[] = [];
    let decided = false;

    const judge = (event: MessageEvent) => {
      if (!config || !isPlatformOrigin(event.origin, config.platformOrigin)) return;
      const session = readPlatformMessage(event.data);
      if (!session) return;
      decided = true;
      setView(
        isCompanyTenant(session.tenantName, config.tenantName) ? { kind: 'allowed', session } : { kind: 'restricted' },
      );
    };
    const unsubscribe = subscribeToMessages((event) => (config ? judge(event) : early.push(event)));

    // A message that comes later still counts (the subscription stays); the spinner does not.
    const timer = window.setTimeout(() => {
      if (!decided) setView({ kind: 'waitedTooLong' });
    }, SESSION_WAIT_MS);

    let cancelled = false;
    api
      .getConfig()
      .then((loaded) => {
        if (cancelled) return;
        config = loaded;
        early.splice(0).forEach(judge);
        // Tell a platform that waits for its frame to be ready that we are listening.
        if (!decided) window.parent.postMessage({ type: 'onboarding:ready' }, loaded.platformOrigin);
      })
      .catch((error: unknown) => console.error('Falha ao carregar a configuração do guia', error));

    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      unsubscribe();
    };
  }, [framed, attempt]);

  const tryAgain = () => {
    setView({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  if (view.kind === 'allowed') return <OnboardingGuide session={view.session} />;

  return (
    <main className="onb-gate">
      <div className="onb-gate__card">
        <LogoMark size={52} />
        {view.kind === 'outside' && (
          <>
            <span className="onb-gate__icon" aria-hidden="true">
              <MonitorSmartphone size={26} />
            </span>
            <h1 className="onb-gate__title">{messages.onboarding.outsidePlatform}</h1>
            <p className="onb-gate__text">
              O guia de integração dos colaboradores da {brand.companyName} abre dentro da {brand.platformName}. Acesse
              a plataforma com o seu usuário corporativo para continuar.
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
        )}
        {view.kind === 'loading' && (
          <p className="onb-gate__loading" role="status">
            <span className="onb-gate__spinner" aria-hidden="true" />
            {messages.onboarding.loading}
          </p>
        )}
        {view.kind === 'waitedTooLong' && (
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
        )}
        {view.kind === 'restricted' && (
          <>
            <span className="onb-gate__icon onb-gate__icon--lock" aria-hidden="true">
              <Lock size={26} />
            </span>
            <h1 className="onb-gate__title">{messages.onboarding.restrictedTitle}</h1>
            <p className="onb-gate__text">{messages.onboarding.restrictedText}</p>
          </>
        )}
      </div>
    </main>
  );
}
