import { messages } from '@vitrine/shared/messages';

export default function OnboardingPage() {
  return <main>{messages.onboarding.outsidePlatform}</main>;
}
