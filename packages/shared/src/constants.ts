import { brand } from './brand';

/** Business constants from the spec (docs/PRODUCT.md §9) and the limits we add to them. */

export const BLOG_PAGE_SIZE = 3;
export const POST_COVER_IMAGE_ID = 1;
export const POST_FIRST_CONTENT_IMAGE_ID = 2;
export const POST_PLACEHOLDER_IMAGE = '/placeholder.png';

export const GRID_PAGE_SIZE = { users: 5, posts: 5, contacts: 10, subscribers: 5 } as const;

/** One day in milliseconds: retention windows, day buckets, link lifetimes (the one definition). */
export const DAY_MS = 86_400_000;

/** How long a deletion's snackbar offers "Desfazer". */
export const UNDO_MS = 10_000;
export const SNACKBAR_MS = 4000;
export const CONTACT_AUTO_CLOSE_MS = 3000;
export const CAROUSEL_AUTOPLAY_MS = 5000;
export const CAROUSEL_TRANSITION_MS = 1000;
export const CAROUSEL_SCROLL_STEP = 0.6;
export const CAROUSEL_ARROWS_MIN_ITEMS = 5;
export const HOURGLASS_FLIP_MS = 1000;

export const MOBILE_BREAKPOINT_PX = 800;
export const POST_CARD_BREAKPOINT_PX = 900;
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const HEADER_HEIGHT_PX = 58;
export const HEADER_HEIGHT_MOBILE_PX = 71;
export const SUBHEADER_HEIGHT_PX = 55;
export const MOBILE_SUBBAR_HEIGHT_PX = 66;
export const SCROLL_OFFSET_PX = 120;
export const SCROLL_OFFSET_DEFAULT_PX = 150;

export const MODULE_DESCRIPTION_MAX = 180;
export const MODULE_DESCRIPTION_CUT = 160;

export const PRIVACY_POLICY_UPDATED = '2025-04-30';

/** Limits of our own (the spec leaves them open). */
export const LIMITS = {
  jsonBodyBytes: 64 * 1024,
  postBodyBytes: 25 * 1024 * 1024,
  imageBytes: 5 * 1024 * 1024,
  imagesPerPost: 20,
  postContentChars: 500_000,
  nameChars: 120,
  emailChars: 254,
  phoneDigits: 11,
  /** What a person may type around those digits: "(47) 99999-1234" and some spacing. */
  phoneChars: 30,
  subjectChars: 200,
  /** A campaign's preheader: the line inboxes show after the subject. */
  preheaderChars: 300,
  messageChars: 5000,
  reasonChars: 1000,
  titleChars: 200,
  subtitleChars: 300,
  descriptionChars: 1000,
  tagChars: 60,
  tagsPerPost: 20,
  usernameChars: 120,
  passwordMinChars: 8,
  passwordMaxChars: 200,
} as const;

export const TOKEN_TTL_SECONDS = 8 * 60 * 60;

/** Two-step sign-in: how long the password step's challenge stays good for the code step. */
export const TOTP_CHALLENGE_TTL_SECONDS = 5 * 60;
export const TOTP_ISSUER = `${brand.companyName} Vitrine`;
export const RECOVERY_CODE_COUNT = 10;
/** Rows per page of the Auditoria grid (server-side paging). */
export const AUDIT_PAGE_SIZE = 20;
/** At most this many rows in one audit CSV export. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

export const PREDEFINED_TAGS = [
  brand.productName,
  'Tecnologia',
  'UX-UI',
  'Finanças',
  'Soluções',
  'Logística',
  'ERP',
  'WMS',
  'YMS',
  'TMS Transportadora',
  'GAS',
  'Gestão de Pessoas',
  'HCM',
  'Planejamento',
] as const;

export const ANALYTICS_EVENT_TYPES = ['pageview', 'contact', 'newsletter'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/**
 * The most matches a blog search counts and serves: a broad word on a large blog answers
 * "mais de 1.000 resultados" and its first 1,000 posts, best first, instead of an exact count.
 */
export const SEARCH_COUNT_CAP = 1000;
