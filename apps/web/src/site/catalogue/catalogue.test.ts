/**
 * The catalogue's data against the shapes of types.ts (as zod schemas) and the spec's
 * content rules: every solution and product file that exists is checked, including the
 * logistics products as they arrive (read with fs, since import.meta.glob is Vite-only).
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOGISTICS_SOLUTIONS } from '../routes';
import { consultingService, logisticsProduct, solution, solutionCard } from './catalogueSchema';
import type { Solution } from './types';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = join(here, 'data');
const publicDir = join(here, '../../../public');

// ——— Helpers ———

/** Every string anywhere in the value (icons are skipped: they are components, not copy). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object' && !('$$typeof' in value))
    Object.values(value).forEach((v) => strings(v, out));
  return out;
}

/** Every {src, alt} illustration anywhere in the value. */
function illustrationSrcs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => illustrationSrcs(v, out));
  else if (value && typeof value === 'object' && !('$$typeof' in value)) {
    if ('src' in value && typeof value.src === 'string') out.push(value.src);
    else Object.values(value).forEach((v) => illustrationSrcs(v, out));
  }
  return out;
}

/** Modules of a catalogue (solution or product): ids unique, categories among the tabs. */
function checkModules(owner: string, tabs: { id: string }[], cards: { id: string; category: string }[]) {
  const ids = cards.map((card) => card.id);
  expect(new Set(ids).size, `${owner}: module ids must be unique`).toBe(ids.length);
  const tabIds = new Set(tabs.map((tab) => tab.id));
  for (const card of cards)
    expect(tabIds, `${owner}: ${card.id} has category ${card.category}`).toContain(card.category);
  for (const tab of tabs) {
    expect(
      cards.some((card) => card.category === tab.id),
      `${owner}: tab ${tab.id} has no module`,
    ).toBe(true);
  }
}

const importData = (file: string) =>
  import(pathToFileURL(join(dataDir, file)).href) as Promise<Record<string, unknown>>;

const titlesIn = (s: Solution, cat: string) => s.modulesCardsData.filter((m) => m.category === cat).map((m) => m.title);

// ——— Management solutions ———

const MANAGEMENT = ['hcm', 'erp', 'gas'] as const;

describe.each(MANAGEMENT.filter((id) => existsSync(join(dataDir, `${id}.ts`))))('solution %s', (id) => {
  it('matches the Solution shape and its module rules', async () => {
    const data = (await importData(`${id}.ts`))[id] as Solution;
    const parsed = solution.safeParse(data);
    expect(parsed.success, parsed.error ? z.prettifyError(parsed.error) : '').toBe(true);
    expect(data.id).toBe(id);
    checkModules(id, data.tabOptions, data.modulesCardsData);
  });
});

describe('management registry', () => {
  it('loads each of hcm, erp and gas with its own id; other ids are unknown', async () => {
    const { managementSolutions, isManagementSolution } = await import('./data/management');
    expect(Object.keys(managementSolutions)).toEqual([...MANAGEMENT]);
    for (const id of MANAGEMENT) expect((await managementSolutions[id]()).id).toBe(id);
    expect(isManagementSolution('wms')).toBe(false);
    expect(isManagementSolution(undefined)).toBe(false);
  });
});

describe('catalogue content rules (docs/PRODUCT.md §9)', () => {
  it('HCM has the four tabs and exactly the modules the spec lists', async () => {
    if (!existsSync(join(dataDir, 'hcm.ts'))) return;
    const { hcm } = (await importData('hcm.ts')) as { hcm: Solution };
    expect(hcm.tabOptions.map((t) => t.id).sort()).toEqual(
      ['Employee Experience', 'Talent Acquisition', 'Talent Managment', 'Talent Operation'].sort(),
    );
    expect(hcm.infoCardsData).toHaveLength(5);
    expect(titlesIn(hcm, 'Talent Operation').sort()).toEqual(
      [
        'Planejamento de Pessoal',
        'Saúde Medicina e Segurança',
        'Folha',
        'Ponto',
        'Gestão de Departamento Pessoal',
        'Gestão de Benefícios',
        'Jurídico',
      ].sort(),
    );
    expect(titlesIn(hcm, 'Talent Acquisition').sort()).toEqual(
      ['Recrutamento e Seleção', 'Admissão Digital', 'Portal de Talentos'].sort(),
    );
    expect(titlesIn(hcm, 'Employee Experience').sort()).toEqual(
      ['Benefícios Flexíveis Wiipo', 'App do colaborador Waapi'].sort(),
    );
    expect(titlesIn(hcm, 'Talent Managment').sort()).toEqual(
      [
        'Painel de Gestão',
        'Aprendizagem LMS',
        'Gestão de desempenho',
        'Remuneração',
        'Pesquisa de Clima',
        'Carreira e Sucessão',
        'Censo Diversidade e Inclusão',
        'Pesquisa Salarial',
      ].sort(),
    );
  });

  it('ERP has Módulos and Sistemas with the spec modules and a CRM entry', async () => {
    if (!existsSync(join(dataDir, 'erp.ts'))) return;
    const { erp } = (await importData('erp.ts')) as { erp: Solution };
    expect(erp.tabOptions.map((t) => t.id)).toEqual(['Módulos', 'Sistemas']);
    expect(erp.infoCardsData).toHaveLength(4);
    expect(titlesIn(erp, 'Módulos')).toEqual(
      expect.arrayContaining([
        'Serviços',
        'Controladoria',
        'Manufatura',
        'Mercado',
        'Finanças',
        'Suprimentos',
        'Qualidade',
        'Custos',
        'Planejamento Orçamentário',
      ]),
    );
    expect(titlesIn(erp, 'Sistemas')).toEqual(expect.arrayContaining(['HCM', 'CRM']));
  });

  it('GAS has its three tabs with three or four modules each', async () => {
    const { gas } = (await importData('gas.ts')) as { gas: Solution };
    expect(gas.tabOptions.map((t) => t.id)).toEqual(['Segurança e Prevenção', 'Operação', 'Conformidade']);
    for (const tab of gas.tabOptions) {
      expect(titlesIn(gas, tab.id).length).toBeGreaterThanOrEqual(3);
      expect(titlesIn(gas, tab.id).length).toBeLessThanOrEqual(4);
    }
  });
});

// ——— Cards and consulting ———

describe('solution cards and consulting', () => {
  it('has 3 management, 12 logistics and 8 consulting cards of the right shape', async () => {
    const cards = await importData('solution-cards.ts');
    const management = z.array(solutionCard).length(3).parse(cards.managementCards);
    const logistics = z.array(solutionCard).length(12).parse(cards.logisticsCards);
    const consultingCards = z.array(solutionCard).length(8).parse(cards.consultingCards);
    expect(management.map((c) => c.link)).toEqual([
      '/solucoes/sistemas-gestao/hcm',
      '/solucoes/sistemas-gestao/erp',
      '/solucoes/sistemas-gestao/gas',
    ]);
    expect(logistics.map((c) => c.link)).toEqual(LOGISTICS_SOLUTIONS.map((id) => `/solucoes/sistemas-logistica/${id}`));
    expect(logistics.map((c) => c.title)).toEqual([
      'AI Logistics',
      'Confirma Fácil',
      'Gestão de Frotas',
      'Gestão de Volumes',
      'LMS',
      'Roteirizador',
      'TMS Embarcador',
      'TMS Transportadora',
      'Torre de Controle',
      'Tracking de Pedidos',
      'WMS',
      'YMS',
    ]);
    for (const card of consultingCards) expect(card.description, card.title).toBeTruthy();
  });

  it('has the eight consulting services, each with a 2–3 paragraph description', async () => {
    const { consulting } = await importData('consulting.ts');
    const services = z.array(consultingService).length(8).parse(consulting);
    expect(services.map((s) => s.englishName)).toEqual([
      'Software Factory',
      'Finance Administration',
      'Predictive and Prescriptive Analysis',
      'Deep Scanner',
      'People and Management',
      'Management Indicators',
      'Process Redesign and Automation',
      'Supply Chain',
    ]);
    for (const service of services) {
      const paragraphs = service.description.split(/\n\s*\n/).filter((p) => p.trim());
      expect(paragraphs.length, service.id).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length, service.id).toBeLessThanOrEqual(3);
    }
  });
});

// ——— Logistics products (written by the logistics engineer; checked as they arrive) ———

const logisticsDir = join(dataDir, 'logistics');
/** Every data module of the folder (helpers such as cards.ts included, tests and index excluded). */
const logisticsFiles = existsSync(logisticsDir)
  ? readdirSync(logisticsDir).filter((f) => /^[a-z-]+\.ts$/.test(f) && f !== 'index.ts')
  : [];
/** The product files: one per logistics route id. */
const productFiles = logisticsFiles.filter((f) => (LOGISTICS_SOLUTIONS as readonly string[]).includes(f.slice(0, -3)));

describe.each(productFiles.length ? productFiles : ['(none yet)'])('logistics product %s', (file) => {
  it('matches the LogisticsProduct shape and its module rules', async () => {
    if (file === '(none yet)') return;
    const exports = await importData(`logistics/${file}`);
    const products = Object.values(exports).filter((v) => v && typeof v === 'object' && 'heading' in v);
    expect(products.length, `${file} exports a product`).toBeGreaterThanOrEqual(1);
    for (const product of products) {
      const parsed = logisticsProduct.safeParse(product);
      expect(parsed.success, parsed.error ? z.prettifyError(parsed.error) : '').toBe(true);
      const data = parsed.data!;
      expect(`${data.id}.ts`).toBe(file);
      if (data.modules) checkModules(data.id, data.modules.tabOptions, data.modules.cards);
    }
  });
});

// ——— Rules over every data file ———

const allFiles = [
  ...['hcm.ts', 'erp.ts', 'gas.ts', 'consulting.ts', 'solution-cards.ts'].filter((f) => existsSync(join(dataDir, f))),
  ...logisticsFiles.map((f) => `logistics/${f}`),
];

describe.each(allFiles)('data file %s', (file) => {
  it('has no placeholder text and only illustrations that exist', async () => {
    const exports = await importData(file);
    for (const value of strings(exports)) expect(value.toLowerCase(), file).not.toContain('lorem');
    const srcs = illustrationSrcs(exports);
    for (const src of new Set(srcs)) expect(existsSync(join(publicDir, src)), `${file}: ${src}`).toBe(true);
  });
});

describe('illustrations', () => {
  it('every entry of illustrations.ts exists and stays light (< 6 KB)', async () => {
    const { illustrations } = await import('./illustrations');
    const { statSync } = await import('node:fs');
    for (const [name, item] of Object.entries(illustrations)) {
      const path = join(publicDir, item.src);
      expect(existsSync(path), name).toBe(true);
      expect(statSync(path).size, name).toBeLessThan(6 * 1024);
    }
  });
});
