import type { ComponentType } from 'react';
import { isBlogPath } from '../pages/blog/blogUrl';
import type { IslandName } from './islandNames';

/**
 * Where the browser finds each island's code (islands/Island.tsx). Each entry is a dynamic
 * import: a page downloads the code of the islands it has, when they wake up, and nothing of
 * the rest. `routes` names the addresses an island renders itself: a link inside it to one of
 * them changes the address in place (the blog's pages and post modal); any other link loads the
 * next page's HTML.
 */
interface IslandEntry {
  // Props are the JSON the server wrote for this island; each component declares its own.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  load: () => Promise<ComponentType<any>>;
  routes?: (path: string) => boolean;
}

export const islands: Record<IslandName, IslandEntry> = {
  header: { load: () => import('../layout/SiteHeader').then((m) => m.SiteHeader) },
  contact: { load: () => import('../contact/ContactHost').then((m) => m.ContactHost) },
  newsletter: { load: () => import('../newsletter/NewsletterSignup').then((m) => m.NewsletterSignup) },
  heroMotion: { load: () => import('../pages/home/Hero').then((m) => m.HeroMotion) },
  subHeader: { load: () => import('../layout/SubHeader').then((m) => m.SubHeader) },
  blog: { load: () => import('../pages/blog/BlogIsland').then((m) => m.BlogRoutes), routes: isBlogPath },
  share: { load: () => import('../pages/blog/article/ShareButtons').then((m) => m.ShareButtons) },
  missingPostSearch: {
    load: () => import('../pages/blog/article/MissingPostSearch').then((m) => m.MissingPostSearch),
  },
  related: { load: () => import('../pages/blog/article/RelatedPosts').then((m) => m.RelatedPosts) },
  solutionInfoCarousel: { load: () => import('../catalogue/CatalogueIslands').then((m) => m.SolutionInfoCarousel) },
  solutionModules: { load: () => import('../catalogue/CatalogueIslands').then((m) => m.SolutionModules) },
  productInfoCarousel: { load: () => import('../catalogue/CatalogueIslands').then((m) => m.ProductInfoCarousel) },
  productBanners: { load: () => import('../catalogue/CatalogueIslands').then((m) => m.ProductBanners) },
  productCases: { load: () => import('../catalogue/CatalogueIslands').then((m) => m.ProductCases) },
  solutionCarousel: { load: () => import('../catalogue/SolutionCarousels').then((m) => m.NamedSolutionCarousel) },
  consultingServices: {
    load: () => import('../catalogue/pages/ConsultingPage').then((m) => m.ConsultingServices),
  },
  partnerCards: { load: () => import('../pages/partners/PartnersPage').then((m) => m.PartnerCards) },
  featuresButton: { load: () => import('../catalogue/logistics/FeaturesButton').then((m) => m.FeaturesButton) },
  productModules: { load: () => import('../catalogue/CatalogueIslands').then((m) => m.ProductModules) },
};

export const routesOf = (name: IslandName): IslandEntry['routes'] => islands[name].routes;
