/**
 * The catalogue's SVGs as markup, for the server-side render (the build's prerender) only.
 *
 * A page's first-screen illustration goes into the page inline instead of as an `<img>`: an SVG
 * image is a whole SVG document that Chromium builds on the page's main thread while the page
 * loads (in traces of WMS at 1×, a task of 20–45 ms of its own), and the picture waited for a
 * request. Inline, its 40-odd shapes are styled and laid out with the rest of the page (
 * the main thread's CPU time for a load of WMS, median of 8, went from 232 to 218 ms).
 *
 * In the browser bundle the table is empty (`import.meta.env.SSR` is false, so the bundler drops
 * the files), and the component falls back to the `<img>`: the illustrations it is used for sit
 * in sections no island hydrates, so the browser never renders them itself.
 */
const files: Record<string, string> = import.meta.env.SSR
  ? import.meta.glob<string>('../../../public/catalogue/*.svg', { query: '?raw', import: 'default', eager: true })
  : {};

export interface InlineSvg {
  viewBox: string;
  /** The drawing: the file's children, without its `<title>` (the alt text names it). */
  content: string;
}

const ROOT = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/;

/** Splits an SVG file into its viewBox and its drawing; undefined when it is not a plain `<svg>`. */
export function parseSvg(markup: string): InlineSvg | undefined {
  const root = ROOT.exec(markup);
  const viewBox = root && /\sviewBox="([^"]+)"/.exec(root[1]!)?.[1];
  if (!root || !viewBox) return undefined;
  return { viewBox, content: root[2]!.replace(/<title>[\s\S]*?<\/title>/, '') };
}

/** The inline drawing of a catalogue illustration (`/catalogue/{name}.svg`), on the server. */
export function inlineIllustration(src: string): InlineSvg | undefined {
  const markup = files[`../../../public${src}`];
  return markup === undefined ? undefined : parseSvg(markup);
}
