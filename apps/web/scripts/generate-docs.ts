/**
 * Prints our own texts as PDFs into apps/web/public/docs/: the privacy policy in both
 * languages and every document of the LGPD page. Runs before `vite build` and `vite`
 * (package.json prebuild/predev), so the files are never stale and never committed.
 *   node --import tsx apps/web/scripts/generate-docs.ts [outDir]
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from '@vitrine/shared/brand';
import { PRIVACY_POLICY_UPDATED } from '@vitrine/shared/constants';
import { documentFile, LGPD_DOCUMENTS, type LgpdDocument } from '../src/site/pages/lgpd/lgpdDocuments';
import { privacyPolicyEn } from '../src/site/pages/legal/policy/privacyPolicy.en';
import { privacyPolicyPt } from '../src/site/pages/legal/policy/privacyPolicy.pt-BR';
import type { PolicyBlock, PolicyDocument } from '../src/site/pages/legal/policy/types';
import { bullets, COLORS, createDoc, finish, heading, paragraph, table, term, title, type Doc } from './pdf-layout';

export const DEFAULT_OUT_DIR = fileURLToPath(new URL('../public/docs/', import.meta.url));
const ISSUED = new Date(`${PRIVACY_POLICY_UPDATED}T12:00:00Z`);
const ISSUED_PT = PRIVACY_POLICY_UPDATED.split('-').reverse().join('/');

function save(doc: Doc, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(path);
    out.on('finish', resolve);
    out.on('error', reject);
    doc.pipe(out);
  });
}

function policyBlocks(doc: Doc, blocks: PolicyBlock[]) {
  for (const block of blocks) {
    if (block.type === 'p') paragraph(doc, block.text);
    else if (block.type === 'list') bullets(doc, block.items);
    else if (block.type === 'terms') block.items.forEach((item) => term(doc, item.term, item.text));
    else paragraph(doc, `${block.before}${block.link}${block.after}`);
  }
}

async function writePolicy(policy: PolicyDocument, outDir: string): Promise<string> {
  const path = join(outDir, policy.pdfFile);
  const en = policy.lang === 'en';
  const doc = createDoc({
    title: `${policy.title} — ${brand.companyName}`,
    subject: policy.title,
    lang: policy.lang,
    date: ISSUED,
  });
  const done = save(doc, path);
  title(doc, policy.title, en ? 'Privacy · LGPD' : 'Privacidade · LGPD');
  paragraph(doc, policy.updatedLabel, { color: COLORS.muted, size: 10 });
  policyBlocks(doc, policy.intro);
  for (const section of policy.sections) {
    heading(doc, section.title);
    policyBlocks(doc, section.blocks);
  }
  finish(doc, `${brand.legalName} · ${policy.title}`, (n, total) =>
    en ? `Page ${n} of ${total}` : `Página ${n} de ${total}`,
  );
  await done;
  return path;
}

async function writeLgpdDocument(item: LgpdDocument, outDir: string): Promise<string> {
  const path = join(outDir, documentFile(item));
  const doc = createDoc({
    title: `${item.title} — ${brand.companyName}`,
    subject: item.summary,
    lang: 'pt-BR',
    date: ISSUED,
  });
  const done = save(doc, path);
  title(doc, item.title, `${item.kind} · ${item.code}`);
  paragraph(doc, item.summary, { color: COLORS.soft, size: 11.5 });
  table(
    doc,
    [
      ['Código', 'Versão', 'Vigência', 'Classificação', 'Responsável'],
      [item.code, '2.1', ISSUED_PT, 'Pública', item.owner],
    ],
    [70, 55, 75, 85, 198],
  );

  heading(doc, '1. Objetivo');
  paragraph(doc, item.objective);
  heading(doc, '2. Abrangência');
  paragraph(doc, item.scope);
  heading(doc, '3. Definições');
  term(doc, 'Dado pessoal', 'informação relacionada a pessoa natural identificada ou identificável.');
  term(doc, 'Titular', 'pessoa natural a quem se referem os dados pessoais objeto de tratamento.');
  term(doc, 'Tratamento', 'toda operação realizada com dados pessoais, da coleta à eliminação.');
  term(
    doc,
    'Encarregado (DPO)',
    `canal de comunicação entre a ${brand.companyName}, os titulares e a ANPD — ${brand.dpoEmail}.`,
  );
  heading(doc, '4. Diretrizes');
  bullets(doc, item.guidelines, true);
  heading(doc, '5. Responsabilidades');
  bullets(doc, [
    `${item.owner}: manter este documento atualizado, orientar as áreas e monitorar o seu cumprimento.`,
    'Comitê Gestor de Privacidade: aprovar este documento e suas revisões e decidir sobre exceções.',
    'Gestores: assegurar que suas equipes conheçam e apliquem estas regras.',
    'Colaboradores e terceiros: cumprir este documento e comunicar desvios ao Encarregado.',
  ]);
  heading(doc, '6. Referências normativas');
  bullets(doc, ['Lei nº 13.709/2018 — Lei Geral de Proteção de Dados Pessoais (LGPD)', ...item.references]);
  heading(doc, '7. Disposições finais');
  paragraph(
    doc,
    `O descumprimento deste documento sujeita o infrator às medidas disciplinares e contratuais cabíveis, sem prejuízo das responsabilidades civis e criminais. Este documento é revisado no mínimo anualmente ou sempre que houver mudança legal, regulatória ou de negócio relevante. Dúvidas devem ser encaminhadas ao Encarregado pelo e-mail ${brand.dpoEmail}.`,
  );
  heading(doc, 'Controle de versões');
  table(
    doc,
    [
      ['Versão', 'Data', 'Descrição', 'Aprovação'],
      ['1.0', '15/09/2021', 'Emissão inicial do documento.', 'Comitê Gestor'],
      ['2.0', '12/06/2023', 'Revisão geral e alinhamento à ISO/IEC 27001:2022.', 'Comitê Gestor'],
      ['2.1', ISSUED_PT, 'Atualização conforme resoluções recentes da ANPD.', 'Comitê Gestor'],
    ],
    [55, 75, 238, 115],
  );
  finish(doc, `${brand.legalName} · ${item.code} · Classificação: Pública`, (n, total) => `Página ${n} de ${total}`);
  await done;
  return path;
}

/** Writes every PDF into `outDir` and answers the paths written. */
export async function generateDocs(outDir: string = DEFAULT_OUT_DIR): Promise<string[]> {
  mkdirSync(outDir, { recursive: true });
  const written = [await writePolicy(privacyPolicyPt, outDir), await writePolicy(privacyPolicyEn, outDir)];
  for (const item of LGPD_DOCUMENTS) {
    // The privacy policy item points at the policy's own PDF, written above.
    if (!item.file) written.push(await writeLgpdDocument(item, outDir));
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ?? DEFAULT_OUT_DIR;
  generateDocs(outDir)
    .then((files) => console.log(`${files.length} PDFs gerados em ${outDir}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
