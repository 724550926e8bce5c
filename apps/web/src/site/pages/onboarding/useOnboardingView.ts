import { useEffect, useState, useSyncExternalStore } from 'react';
import type { PublicConfig } from '@vitrine/shared/schemas';
import { api } from '../../api';
import { subscribeToMessages } from '../../platformMessages';
import { isCompanyTenant, isPlatformOrigin, readPlatformMessage, type PlatformSession } from './platformSession';

export type View =
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
 * What the onboarding page shows: outside a frame, the way to the site; inside, a spinner until
 * the platform posts a session, then the guide or the restricted notice. `tryAgain` waits again
 * after the page gave up.
 */
export function useOnboardingView(): { view: View; tryAgain: () => void } {
  // Unknown (null) on the server and in the first, hydrating render; then whether the page
  // is inside a frame.
  const framed = useSyncExternalStore(noSubscription, isFramed, unknownOnServer);
  const [judged, setView] = useState<View>({ kind: 'loading' });
  const view: View = framed === false ? { kind: 'outside' } : judged;
  const [attempt, setAttempt] = useState(0);

  useEffect(() => (framed ? watchPlatformSession(setView) : undefined), [framed, attempt]);

  const tryAgain = () => {
    setView({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { view, tryAgain };
}

/** Listens for the platform's session and judges it; returns what stops listening. */
function watchPlatformSession(setView: (view: View) => void): () => void {
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
}
