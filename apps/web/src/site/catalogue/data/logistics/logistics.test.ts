import { describe, expect, it } from 'vitest';
import { LOGISTICS_SOLUTIONS, paths, type LogisticsSolution } from '../../../routes';
import { MODULE_CATEGORIES, type LogisticsProduct } from '../../types';
import { logisticsCards } from '../solution-cards';
import { isLogisticsSolution, logisticsProducts } from './index';

const loadLogisticsProduct = (id: LogisticsSolution) => logisticsProducts[id]();

const all = async (): Promise<LogisticsProduct[]> => Promise.all(LOGISTICS_SOLUTIONS.map(loadLogisticsProduct));

/** Every piece of visible copy of a product, flattened to one string. */
function copyOf(product: LogisticsProduct): string {
  return JSON.stringify(product, (_key, value: unknown) => (typeof value === 'function' ? undefined : value));
}

async function product(id: (typeof LOGISTICS_SOLUTIONS)[number]) {
  const data = await loadLogisticsProduct(id);
  return { data, text: copyOf(data) };
}

describe('logistics products', () => {
  it('registers all twelve ids and each loads the product with that id', async () => {
    expect(Object.keys(logisticsProducts).sort()).toEqual([...LOGISTICS_SOLUTIONS].sort());
    const products = await all();
    products.forEach((p, i) => expect(p.id).toBe(LOGISTICS_SOLUTIONS[i]));
    expect(isLogisticsSolution('wms')).toBe(true);
    expect(isLogisticsSolution('nao-existe')).toBe(false);
    expect(isLogisticsSolution('toString')).toBe(false);
  });

  it('fills every section of the template within the agreed counts', async () => {
    for (const p of await all()) {
      expect(p.heading.title && p.heading.subtitle && p.heading.description, p.id).toBeTruthy();
      expect(p.featuresButtonLabel, p.id).toBeTruthy();
      expect(p.infoCards.length, p.id).toBeGreaterThanOrEqual(3);
      expect(p.infoCards.length, p.id).toBeLessThanOrEqual(6);
      expect(p.middleTexts.length, p.id).toBeGreaterThanOrEqual(2);
      expect(p.middleTexts.length, p.id).toBeLessThanOrEqual(3);
      p.middleTexts.forEach((t) => expect(t, p.id).toMatch(/\[\[.+?\]\]/));
      expect((p.bannerCarousel?.length ?? 0) + (p.textCarousel?.length ?? 0), p.id).toBeGreaterThanOrEqual(3);
      if (p.bannerCarousel) expect(p.bannerCarousel.length, p.id).toBeLessThanOrEqual(5);
      expect(p.imageAndText.length, p.id).toBeGreaterThanOrEqual(1);
      expect(p.imageAndText.length, p.id).toBeLessThanOrEqual(2);
      p.imageAndText.forEach((item) => expect(item.cards, p.id).toHaveLength(3));
      expect(p.resumeCards.length, p.id).toBeGreaterThanOrEqual(3);
      expect(p.resumeCards.length, p.id).toBeLessThanOrEqual(6);
      p.resumeCards.forEach((card) => expect(card.description, p.id).toMatch(/\*\*.+?\*\*/));
      expect(p.meta.title && p.meta.description, p.id).toBeTruthy();
    }
  });

  it('puts the marketing figures in the right products', async () => {
    const confirma = (await product('confirma-facil')).text;
    for (const figure of [
      '30+',
      '300+',
      'usuários ilimitados',
      '100 milhões',
      '20 milhões',
      'até 30%',
      'R$ 2,6 milhões',
      'R$ 8 bilhões',
    ])
      expect(confirma.toLowerCase()).toContain(figure.toLowerCase());
    expect(confirma).toMatch(/portal de confirmação de entrega/i);

    const tracking = (await product('tracking-pedidos')).text;
    for (const word of ['CPF', 'CNPJ', 'código de rastreio', 'e-mail', 'WhatsApp']) expect(tracking).toContain(word);

    const ai = (await product('ai-logistics')).text;
    for (const word of [
      'Oracle',
      'SQL Server',
      'BI',
      'inteligência artificial',
      'web',
      'português',
      'inglês',
      'alemão',
      'francês',
    ])
      expect(ai).toContain(word);

    const wms = (await product('wms')).data;
    const picking = wms.modules?.cards.find((m) => m.id === 'separacao');
    expect(copyOf(picking as unknown as LogisticsProduct)).toContain('25%');

    expect((await product('lms')).text).toContain('10%');
    const carrier = (await product('tms-transportadora')).text;
    expect(carrier).toContain('15 mil veículos por mês');
    expect(carrier).toContain('3 milhões de pedidos');
    expect((await product('tms-embarcador')).text).toContain('3 milhões de pedidos');

    const yms = (await product('yms')).text;
    for (const word of [
      'Portal de agendamento',
      'Circuitos de pátio',
      'Automação de portaria',
      'OCR de placas',
      'cancelas',
      'balanças',
    ])
      expect(yms).toContain(word);
  });

  it('lists the WMS modules of the spec', async () => {
    const titles = (await loadLogisticsProduct('wms')).modules?.cards.map((m) => m.title) ?? [];
    for (const title of [
      'Inventário',
      'Rastreabilidade',
      'Recebimento',
      'Separação',
      'Expedição',
      'Armazenagem',
      'Etiquetas',
      'Contratos',
      'Estoque',
      'Materiais',
      'Integração com automação',
    ])
      expect(titles).toContain(title);
  });

  it('keeps module ids unique and categories within the product tabs', async () => {
    for (const p of await all()) {
      if (!p.modules) continue;
      const ids = p.modules.cards.map((m) => m.id);
      expect(new Set(ids).size, p.id).toBe(ids.length);
      ids.forEach((id) => expect(id, p.id).toMatch(/^[a-z0-9-]+$/));
      const tabs = p.modules.tabOptions.map((t) => t.id);
      tabs.forEach((tab) => expect(MODULE_CATEGORIES).toContain(tab));
      p.modules.cards.forEach((m) => expect(tabs, `${p.id}/${m.id}`).toContain(m.category));
      // Every tab shows at least one card.
      tabs.forEach((tab) =>
        expect(
          p.modules?.cards.some((m) => m.category === tab),
          `${p.id}/${tab}`,
        ).toBe(true),
      );
    }
  });

  it('has no placeholder copy and no copy repeated between products', async () => {
    const products = await all();
    const owner = new Map<string, string>();
    for (const p of products) {
      expect(copyOf(p), p.id).not.toMatch(/\blorem\b|\bipsum\b/i);
      expect(copyOf(p), p.id).not.toMatch(/\bTODO\b|\bTBD\b/);
      const texts = [p.heading.description, ...p.middleTexts, ...p.resumeCards.map((c) => c.description)];
      for (const t of texts) {
        expect(owner.get(t), `${p.id} repeats copy of ${owner.get(t)}`).toBeUndefined();
        owner.set(t, p.id);
      }
    }
  });
});

describe('logistics landing cards', () => {
  // The cards live in solution-cards.ts (shared with /solucoes); they must match the products.
  it('has one card per product, in route order, titled like the product', async () => {
    expect(logisticsCards).toHaveLength(LOGISTICS_SOLUTIONS.length);
    const products = await all();
    logisticsCards.forEach((card, i) => {
      const id = LOGISTICS_SOLUTIONS[i]!;
      expect(card.link).toBe(paths.logisticsSolution(id));
      expect(card.title).toBe(products[i]!.heading.title);
      expect(card.image.src).toMatch(/^\/catalogue\/.+\.svg$/);
    });
  });
});
