/**
 * The brand orange for text on the banners' navy gradient. The plain brand orange (#f26b1d)
 * is 2.5:1 against the gradient's lightest part; this tint is about 4:1 there (the banner
 * titles are large bold text, which needs 3:1).
 */
export const ORANGE_ON_NAVY = '#ffb07f';
