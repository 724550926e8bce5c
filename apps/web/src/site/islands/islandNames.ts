/**
 * The names islands go by, on their own so that a page component can name the island it renders
 * (Island.tsx) without importing the registry, which imports those same page components to load
 * their code: kept apart, the two depend on this list and not on each other. registry.ts is typed
 * against it, so a name without an entry, or an entry without a name, does not compile.
 */
export const ISLAND_NAMES = [
  'header',
  'contact',
  'newsletter',
  'heroMotion',
  'subHeader',
  'blog',
  'share',
  'missingPostSearch',
  'related',
  'solutionInfoCarousel',
  'solutionModules',
  'productInfoCarousel',
  'productBanners',
  'productCases',
  'solutionCarousel',
  'consultingServices',
  'partnerCards',
  'featuresButton',
  'productModules',
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

const known: ReadonlySet<string> = new Set(ISLAND_NAMES);

export const isIslandName = (name: string): name is IslandName => known.has(name);
