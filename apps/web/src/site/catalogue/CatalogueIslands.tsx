import { use } from 'react';
import { InfoCardsCarousel } from './components/InfoCards';
import { ModuleBrowser } from './components/ModuleBrowser';
import { isManagementSolution, loadManagementSolution } from './data/management';
import { isLogisticsSolution, loadLogisticsProduct } from './data/logistics';
import { BannerCarousel } from './logistics/BannerCarousel';
import { TextCarousel } from './logistics/TextCarousel';
import type { LogisticsProduct, Solution } from './types';

/**
 * The interactive parts of the catalogue pages, as islands (islands/Island.tsx). The server writes
 * an island's props into the page as JSON, and a solution's data holds components (icons): so each
 * island gets only the solution's or product's id and reads the data back through the same loader
 * the page used (one cached chunk per solution), plus the texts the page already composed.
 */

function useSolution(id: string): Solution | null {
  const loaded = isManagementSolution(id) ? use(loadManagementSolution(id)) : null;
  return loaded?.ok ? loaded.value : null;
}

function useProduct(id: string): LogisticsProduct | null {
  const loaded = isLogisticsSolution(id) ? use(loadLogisticsProduct(id)) : null;
  return loaded?.ok ? loaded.value : null;
}

interface SolutionPart {
  solution: string;
  label: string;
}

interface ProductPart {
  product: string;
  label: string;
}

/** A management solution's info cards as the phone's carousel. */
export function SolutionInfoCarousel({ solution, label }: SolutionPart) {
  const data = useSolution(solution);
  return data && <InfoCardsCarousel cards={data.infoCardsData} label={label} />;
}

/** A management solution's modules: category tabs (the hero links to them), cards, detail dialog. */
export function SolutionModules({ solution, label, idPrefix }: SolutionPart & { idPrefix: string }) {
  const data = useSolution(solution);
  return (
    data && (
      <ModuleBrowser tabOptions={data.tabOptions} modules={data.modulesCardsData} label={label} idPrefix={idPrefix} />
    )
  );
}

/** A logistics product's features as the phone's carousel. */
export function ProductInfoCarousel({ product, label }: ProductPart) {
  const data = useProduct(product);
  return data && <InfoCardsCarousel cards={data.infoCards} label={label} />;
}

/** A logistics product's steps: tabs and slides on wide screens. */
export function ProductBanners({ product, label }: ProductPart) {
  const items = useProduct(product)?.bannerCarousel;
  return items && <BannerCarousel items={items} label={label} />;
}

/** A logistics product's cases carousel. */
export function ProductCases({ product, label }: ProductPart) {
  const items = useProduct(product)?.textCarousel;
  return items && <TextCarousel items={items} label={label} />;
}

/** A logistics product's modules: category tabs, cards, detail dialog. */
export function ProductModules({ product, label }: ProductPart) {
  const modules = useProduct(product)?.modules;
  return modules && <ModuleBrowser tabOptions={modules.tabOptions} modules={modules.cards} label={label} />;
}
