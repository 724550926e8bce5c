import { useEffect, useState, useSyncExternalStore } from 'react';
import { Lock, MonitorSmartphone } from 'lucide-react';
import { brand } from '@vitrine/shared/brand';
import { messages } from '@vitrine/shared/messages';
import type { PublicConfig } from '@vitrine/shared/schemas';
import { api } from '../../api';
import { usePageMeta } from '../../usePageMeta';
import { LogoMark } from '../../layout/Logo';
import { OnboardingGuide } from './OnboardingGuide';
import { isCompanyTenant, isPlatformOrigin, readPlatformMessage, type PlatformSession } from './platformSession';
import '../../styles/tokens.css';
import './onboarding.css';

type View =
  { kind: 'outside' } | { kind: 'loading' } | { kind: 'allowed'; session: PlatformSession } | { kind: 'restricted' };

/**
 * /colaborador/onboarding, outside the site layout: it lives in an iframe of the partner
 * platform (the server lets only PLATFORM_ORIGIN frame it). The platform posts the
 * employee's session; only messages from that origin count, and only the company tenant
 * sees the guide (DESIGN §8).
 */
const noSubscription = () => () => {};

export default function OnboardingPage() {
  usePageMeta('Guia de integração');
  // Opened outside the platform's frame? Unknown while prerendering (the page then shows its
  // loading state, as inside the frame); the browser answers right after hydrating.
  const outside = useSyncExternalStore(
    noSubscription,
    () => window.top === window.self,
    () => false,
  );
  const [judged, setView] = useState<View>({ kind: 'loading' });
  const view: View = outside ? { kind: 'outside' } : judged;
  const framed = !outside;

  useEffect(() => {
    if (!framed) return;
    let config: PublicConfig | null = null;
    // The platform may post before /api/config answers; keep what arrives and judge it then.
    const early: MessageEvent[] = [];

    const judge = (event: MessageEvent) => {
      if (!config || !isPlatformOrigin(event.origin, config.platformOrigin)) return;
      const session = readPlatformMessage(event.data);
      if (!session) return;
      setView(
        isCompanyTenant(session.tenantName, config.tenantName) ? { kind: 'allowed', session } : { kind: 'restricted' },
      );
    };
    const onMessage = (event: MessageEvent) => (config ? judge(event) : early.push(event));
    window.addEventListener('message', onMessage);

    let cancelled = false;
    api
      .getConfig()
      .then((loaded) => {
        if (cancelled) return;
        config = loaded;
        early.splice(0).forEach(judge);
        // Tell a platform that waits for its frame to be ready that we are listening.
        window.parent.postMessage({ type: 'onboarding:ready' }, loaded.platformOrigin);
      })
      .catch((error: unknown) => console.error('Falha ao carregar a configuração do guia', error));

    return () => {
      cancelled = true;
      window.removeEventListener('message', onMessage);
    };
  }, [framed]);

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
          </>
        )}
        {view.kind === 'loading' && (
          <p className="onb-gate__loading" role="status">
            <span className="onb-gate__spinner" aria-hidden="true" />
            {messages.onboarding.loading}
          </p>
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
