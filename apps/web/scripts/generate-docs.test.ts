import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFile, LGPD_DOCUMENTS } from '../src/site/pages/lgpd/lgpdDocuments';
import { privacyPolicyEn } from '../src/site/pages/legal/policy/privacyPolicy.en';
import { privacyPolicyPt } from '../src/site/pages/legal/policy/privacyPolicy.pt-BR';
import { POLICY_SECTION_IDS } from '../src/site/pages/legal/policy/types';
import { generateDocs } from './generate-docs';

let outDir: string;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'vitrine-docs-'));
  await generateDocs(outDir);
}, 60_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const isPdf = (file: string) => readFileSync(join(outDir, file)).subarray(0, 5).toString('latin1') === '%PDF-';

describe('generated documents', () => {
  it('lists about 25 LGPD documents with unique files', () => {
    expect(LGPD_DOCUMENTS.length).toBeGreaterThanOrEqual(24);
    const files = LGPD_DOCUMENTS.map(documentFile);
    expect(new Set(files).size).toBe(files.length);
  });

  it.each(LGPD_DOCUMENTS.map((d) => [d.title, documentFile(d)]))('%s has a PDF (%s)', (_title, file) => {
    expect(isPdf(file)).toBe(true);
    expect(statSync(join(outDir, file)).size).toBeLessThan(40 * 1024);
  });

  it('prints the privacy policy in both languages', () => {
    for (const policy of [privacyPolicyPt, privacyPolicyEn]) {
      expect(isPdf(policy.pdfFile)).toBe(true);
      expect(statSync(join(outDir, policy.pdfFile)).size).toBeLessThan(40 * 1024);
    }
  });
});

describe('privacy policy data', () => {
  it('has the six anchored sections in both languages', () => {
    expect(privacyPolicyPt.sections.map((s) => s.id)).toEqual(POLICY_SECTION_IDS);
    expect(privacyPolicyEn.sections.map((s) => s.id)).toEqual(POLICY_SECTION_IDS);
  });

  it('states the last update date of the spec', () => {
    expect(privacyPolicyPt.updatedLabel).toBe('Última atualização: 30 de abril de 2025');
    expect(privacyPolicyEn.updatedLabel).toBe('Last updated: April 30, 2025');
  });
});
