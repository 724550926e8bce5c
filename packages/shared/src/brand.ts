/**
 * The company behind the site. Everything a page, a mail or a PDF says about the company
 * comes from here, so renaming the brand is a one-file change. The defaults describe a
 * fictional company.
 */
export const brand = {
  /** Short name used in running text: "Por que a {companyName}?" */
  companyName: 'Alvorada',
  /** Registered name, for the footer, the privacy policy and mail signatures. */
  legalName: 'Alvorada Sistemas e Consultoria Ltda.',
  cnpj: '12.345.678/0001-90',
  /** The spec's {product}: the company tenant on the partner platform and a predefined tag. */
  productName: 'Alvorada',
  tenantName: 'alvorada',
  platformName: 'Plataforma SeniorX',
  foundedYear: 1984,
  slogan: 'Tecnologia que move a gestão e a logística do Brasil',
  address: {
    street: 'Rua XV de Novembro, 1984 — 12º andar',
    district: 'Centro',
    city: 'Blumenau',
    state: 'SC',
    postalCode: '89010-001',
  },
  phone: '(47) 3221-1984',
  phoneHref: 'tel:+554732211984',
  email: 'contato@alvoradasistemas.com.br',
  dpoEmail: 'dpo@alvoradasistemas.com.br',
  website: 'https://www.alvoradasistemas.com.br',
  social: {
    linkedin: 'https://www.linkedin.com/company/alvorada-sistemas',
    instagram: 'https://www.instagram.com/alvoradasistemas',
    youtube: 'https://www.youtube.com/@alvoradasistemas',
    facebook: 'https://www.facebook.com/alvoradasistemas',
  },
  /** Marketing facts from the spec (docs/PRODUCT.md §9). */
  facts: {
    satisfactionPercent: 93,
    longTermClientsPercent: 80,
    longTermClientsYears: 5,
  },
} as const;

export type Brand = typeof brand;

export function formatAddress(b: Brand = brand): string {
  const a = b.address;
  return `${a.street}, ${a.district}, ${a.city} — ${a.state}, CEP ${a.postalCode}`;
}

/**
 * The company's age, counted from the founding year and today's date: the one figure every page
 * says ("Há 42 anos …" in 2026), so the copy never ages and two pages never disagree.
 */
export function yearsInBusiness(now: Date = new Date(), b: { foundedYear: number } = brand): number {
  return now.getUTCFullYear() - b.foundedYear;
}
