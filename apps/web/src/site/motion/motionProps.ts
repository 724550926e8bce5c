/**
 * The attributes of an element whose endless animations pauseOffscreen.ts governs. The
 * prerendered page carries it paused, so nothing inside moves while the page loads;
 * rendered in the browser (a page that hydrates whole and navigates to it), where nothing would
 * lift the pause, it runs from the start.
 */
export const MOTION_PROPS: { 'data-motion': ''; 'data-motion-paused'?: '' } = import.meta.env.SSR
  ? { 'data-motion': '', 'data-motion-paused': '' }
  : { 'data-motion': '' };
