import { truncateDescription } from '@vitrine/shared/format';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * Plain text of the catalogue's small trusted HTML subset (<p>, <strong>, <br>, <ul>…):
 * tags become spaces where they separate words, entities are decoded, whitespace collapses.
 * A regex is enough because the HTML is ours (types.ts), not a visitor's.
 */
export function stripHtml(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/ul|\/ol|\/h\d)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a module card shows: the HTML description stripped, then truncated (180 / 160). */
export function cardDescription(html: string): string {
  return truncateDescription(stripHtml(html));
}
