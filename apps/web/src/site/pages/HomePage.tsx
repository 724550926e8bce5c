import { useEffect } from 'react';
import { brand } from '@vitrine/shared/brand';
import { SCROLL_OFFSET_PX } from '@vitrine/shared/constants';
import { usePageMeta } from '../usePageMeta';
import { Island } from '../islands/Island';
import { SubHeader } from '../layout/SubHeader';
import { scrollToSection } from '../layout/navigation';
import { ClientsStrip } from './home/ClientsStrip';
import { ClosingCta } from './home/ClosingCta';
import { Hero } from './home/Hero';
import { HistorySection } from './home/HistorySection';
import { WhatWeDoSection } from './home/WhatWeDoSection';
import { WhySection } from './home/WhySection';
import './home/home.css';

export default function HomePage() {
  usePageMeta(
    null,
    `${brand.companyName}: sistemas de gestão (HCM, ERP, GAS), sistemas para logística e consultoria desde ${brand.foundedYear}.`,
  );

  // A link such as /#clientes lands on its section once the page has rendered.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) requestAnimationFrame(() => scrollToSection(id, SCROLL_OFFSET_PX));
  }, []);

  return (
    <main id="conteudo" className="home">
      {/* Its links wait for it: its jump lands each section under the header (navigation.ts). */}
      <Island name="subHeader" component={SubHeader} props={{}} when="interaction" claimsLinks />
      <Hero />
      <HistorySection />
      <WhySection />
      <WhatWeDoSection />
      <ClientsStrip />
      <ClosingCta />
    </main>
  );
}
