import { paths } from '@vitrine/shared/routes';
import {
  BadgeCheck,
  Building2,
  Cable,
  Globe,
  HeartHandshake,
  KeyRound,
  Laptop,
  MessagesSquare,
  Rocket,
  ShieldCheck,
  Sunrise,
  Truck,
  Users,
  Wifi,
} from 'lucide-react';
import { brand, yearsInBusiness } from '@vitrine/shared/brand';
import type { Scene } from './ExplainerVideo';

/** The guide's words, apart from its layout, so HR can revise them in one place. */
export const SECTIONS = [
  { id: 'sobre', label: 'Sobre a empresa' },
  { id: 'o-que-fazemos', label: 'O que fazemos' },
  { id: 'nossa-rede', label: 'Nossa rede (VPN)' },
  { id: 'conheca-o-site', label: 'Conheça o site' },
  { id: 'rede-social', label: 'Rede social corporativa' },
  { id: 'mascote', label: 'Mascote Sol' },
] as const;

const itDomain = brand.email.split('@')[1] ?? 'alvoradasistemas.com.br';
export const IT_HELPDESK = { email: `ti@${itDomain}`, extension: '1984' };

export const ABOUT_FACTS = [
  { value: String(brand.foundedYear), label: 'ano de fundação, em Blumenau (SC)' },
  { value: String(yearsInBusiness()), label: 'anos construindo tecnologia brasileira' },
  { value: `${brand.facts.satisfactionPercent}%`, label: 'de satisfação dos clientes' },
  {
    value: `${brand.facts.longTermClientsPercent}%+`,
    label: `dos clientes conosco há mais de ${brand.facts.longTermClientsYears} anos`,
  },
];

export const WHAT_WE_DO = [
  {
    icon: Building2,
    title: 'Sistemas de gestão',
    text: 'HCM para gestão de pessoas, ERP para as operações e GAS para acesso e segurança — a espinha dorsal de centenas de empresas.',
  },
  {
    icon: Truck,
    title: 'Sistemas de logística',
    text: 'TMS, WMS, YMS, roteirizador, torre de controle e rastreamento: da doca ao cliente final, com dados em tempo real.',
  },
  {
    icon: HeartHandshake,
    title: 'Consultoria',
    text: 'Fábrica de software, redesenho de processos, indicadores de gestão e análises preditivas feitas por quem conhece o chão de fábrica.',
  },
];

export const VPN_STEPS = [
  {
    title: 'Instale o Alvorada Connect',
    text: 'No notebook corporativo, abra a Central de Software e instale o “Alvorada Connect”. Ele já vem configurado com os nossos gateways.',
  },
  {
    title: 'Entre com o seu e-mail corporativo',
    text: 'Use o mesmo usuário e senha da Plataforma. Nunca compartilhe suas credenciais — a TI jamais pedirá sua senha.',
  },
  {
    title: 'Confirme o segundo fator',
    text: 'Aprove a notificação no aplicativo autenticador do seu celular. Sem o MFA a conexão não é liberada.',
  },
  {
    title: 'Escolha o gateway mais próximo',
    text: 'Blumenau (SC) para quem está no Sul; São Paulo (SP) para as demais regiões. O aplicativo sugere o mais rápido automaticamente.',
  },
  {
    title: 'Confira a conexão',
    text: 'O ícone fica verde e a intranet abre normalmente. Desconecte ao fim do expediente e ao usar redes de casa para assuntos pessoais.',
  },
];

export const VPN_VIDEO: Scene[] = [
  {
    icon: Laptop,
    title: 'Ligue o notebook corporativo',
    text: 'A VPN só funciona em equipamentos da empresa, com o antivírus em dia.',
  },
  {
    icon: KeyRound,
    title: 'Entre com sua conta',
    text: 'Usuário e senha da Plataforma, seguidos da aprovação no aplicativo autenticador.',
  },
  { icon: Wifi, title: 'Escolha o gateway', text: 'Blumenau ou São Paulo — o mais próximo deixa tudo mais rápido.' },
  {
    icon: ShieldCheck,
    title: 'Pronto, conexão protegida',
    text: 'Todo o tráfego para os sistemas internos passa cifrado pelo túnel.',
  },
];

export const ABOUT_VIDEO: Scene[] = [
  {
    icon: Sunrise,
    title: `${brand.foundedYear}: a primeira alvorada`,
    text: 'Dois analistas e um computador em Blumenau começam a informatizar a folha de pagamento de indústrias têxteis.',
  },
  {
    icon: Cable,
    title: 'Anos 90: a rede cresce',
    text: 'Chegam o ERP e os primeiros clientes de logística em todo o Sul do Brasil.',
  },
  {
    icon: Globe,
    title: 'Anos 2010: nuvem e mobilidade',
    text: 'Os sistemas vão para a web e ganham aplicativos para motoristas, gestores e colaboradores.',
  },
  {
    icon: Rocket,
    title: 'Hoje: dados e inteligência',
    text: 'IA aplicada à logística, analytics e uma equipe que cresce — agora com você!',
  },
];

export const SITE_LINKS = [
  { href: paths.solutions, title: 'Soluções', text: 'Todos os produtos, módulos e serviços que vendemos.' },
  { href: paths.partners, title: 'Parcerias', text: 'As empresas que caminham com a gente.' },
  { href: paths.blog, title: 'Blog', text: 'Artigos do nosso time — sugira pautas para o Marketing!' },
  { href: paths.lgpd, title: 'LGPD', text: 'Nosso programa de privacidade e os documentos que você deve conhecer.' },
  {
    href: paths.privacy,
    title: 'Política de Privacidade',
    text: 'Como tratamos os dados de clientes, parceiros e visitantes.',
  },
];

export const SOCIAL_FEATURES = [
  {
    icon: Users,
    title: 'Comunidades',
    text: 'Grupos por área, projeto e interesse — do #time-logistica ao #corrida-de-rua.',
  },
  {
    icon: BadgeCheck,
    title: 'Raios de Sol',
    text: 'Reconheça um colega publicamente: cada “raio” vira pontos no programa de benefícios.',
  },
  {
    icon: MessagesSquare,
    title: 'Mural de avisos',
    text: 'Comunicados oficiais de RH, TI e diretoria. Ative as notificações para não perder nada.',
  },
];

export const SOCIAL_LINKS = [
  { key: 'linkedin', label: 'LinkedIn', text: 'Vagas, conquistas e bastidores', href: brand.social.linkedin },
  { key: 'instagram', label: 'Instagram', text: 'O dia a dia do nosso time', href: brand.social.instagram },
  { key: 'youtube', label: 'YouTube', text: 'Webinars e tutoriais de produto', href: brand.social.youtube },
  { key: 'facebook', label: 'Facebook', text: 'Eventos e comunidade', href: brand.social.facebook },
] as const;
