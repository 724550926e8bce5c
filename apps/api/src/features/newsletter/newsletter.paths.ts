import { paths } from '@vitrine/shared/routes';

/** The site's cancellation page; also the URL that takes the RFC 8058 one-click POST. */
export const NEWSLETTER_CANCEL_PATH = paths.cancelNewsletter;
