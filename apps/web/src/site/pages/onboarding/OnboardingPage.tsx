import { usePageMeta } from '../../usePageMeta';
import { OnboardingGate } from './OnboardingGate';
import { OnboardingGuide } from './OnboardingGuide';
import { useOnboardingView } from './useOnboardingView';
import '../../styles/tokens.css';
import './onboarding.css';

/**
 * /colaborador/onboarding, outside the site layout: it lives in an iframe of the partner
 * platform (the server lets only PLATFORM_ORIGIN frame it). The platform posts the
 * employee's session; only messages from that origin count, and only the company tenant
 * sees the guide (docs/ARCHITECTURE.md §8). The session may arrive at any moment after load, even before
 * this page's code ran (the entry script buffers messages: platformMessages.ts).
 */

export default function OnboardingPage() {
  usePageMeta('Guia de integração');
  const { view, tryAgain } = useOnboardingView();
  if (view.kind === 'allowed') return <OnboardingGuide session={view.session} />;
  return <OnboardingGate view={view} tryAgain={tryAgain} />;
}
