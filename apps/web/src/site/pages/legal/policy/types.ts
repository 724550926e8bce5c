/**
 * The privacy policy as typed data: the page renders it and the PDF generator
 * (apps/web/scripts/generate-docs.ts) prints it, so the two can never say different things.
 */
export type PolicySectionId =
  'definitions' | 'data' | 'personal-information' | 'information-sharing' | 'security' | 'general';

export type PolicyBlock =
  | { type: 'p'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'terms'; items: Array<{ term: string; text: string }> }
  /** A sentence whose middle part opens the contact form on the site (plain text in the PDF). */
  | { type: 'contact'; before: string; link: string; after: string };

export interface PolicySection {
  id: PolicySectionId;
  title: string;
  /** Short label for the sticky sub-menu. */
  nav: string;
  blocks: PolicyBlock[];
}

export interface PolicyDocument {
  lang: 'pt-BR' | 'en';
  title: string;
  updatedLabel: string;
  intro: PolicyBlock[];
  sections: PolicySection[];
  /** File under /docs/ with this text as a PDF. */
  pdfFile: string;
  pdfLabel: string;
}

export const POLICY_SECTION_IDS: readonly PolicySectionId[] = [
  'definitions',
  'data',
  'personal-information',
  'information-sharing',
  'security',
  'general',
];
