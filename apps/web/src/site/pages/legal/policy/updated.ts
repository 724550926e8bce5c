import { PRIVACY_POLICY_UPDATED } from '@vitrine/shared/constants';

const PT_MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'Última atualização: 30 de abril de 2025' / 'Last updated: April 30, 2025', from the one constant. */
export function updatedLabel(lang: 'pt-BR' | 'en', iso: string = PRIVACY_POLICY_UPDATED): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return lang === 'pt-BR'
    ? `Última atualização: ${day} de ${PT_MONTHS[month - 1]} de ${year}`
    : `Last updated: ${EN_MONTHS[month - 1]} ${day}, ${year}`;
}
