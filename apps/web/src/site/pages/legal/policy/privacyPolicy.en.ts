import { brand, formatAddress } from '@vitrine/shared/brand';
import type { PolicyDocument } from './types';
import { updatedLabel } from './updated';

const c = brand.companyName;

/** Privacy Policy — English translation of the Portuguese reference text. */
export const privacyPolicyEn: PolicyDocument = {
  lang: 'en',
  title: 'Privacy Policy',
  updatedLabel: updatedLabel('en'),
  pdfFile: 'privacy-policy-en.pdf',
  pdfLabel: 'Download PDF (English)',
  intro: [
    {
      type: 'p',
      text: `${brand.legalName} (“${c}”, “we”), registered under CNPJ ${brand.cnpj}, with its head office at ${formatAddress()}, Brazil, respects your privacy. This Policy explains, clearly and simply, which personal data we process when you visit our website, contact us, subscribe to our newsletter or deal with ${c} as a customer, partner or job applicant, and how you can exercise your rights.`,
    },
    {
      type: 'p',
      text: 'This Policy follows Brazilian Law No.\u00a013,709/2018 — the General Personal Data Protection Law (LGPD), the Brazilian Civil Rights Framework for the Internet (Law No.\u00a012,965/2014) and the guidance of the National Data Protection Authority (ANPD). The Portuguese version prevails in case of any discrepancy. If anything is unclear, please contact our Data Protection Officer (DPO).',
    },
  ],
  sections: [
    {
      id: 'definitions',
      nav: 'Definitions',
      title: '1. Definitions',
      blocks: [
        { type: 'p', text: 'In this Policy, the following terms have the meanings below:' },
        {
          type: 'terms',
          items: [
            {
              term: 'Personal data',
              text: 'information relating to an identified or identifiable natural person, such as a name, e-mail address, phone number or IP address.',
            },
            {
              term: 'Sensitive personal data',
              text: `data on racial or ethnic origin, religious belief, political opinion, trade union membership, health, sex life, genetic or biometric data. The ${c} website does not ask for sensitive data.`,
            },
            {
              term: 'Data subject',
              text: 'the natural person to whom the personal data refers — for example, you, as a visitor to the website.',
            },
            {
              term: 'Processing',
              text: 'any operation carried out with personal data, such as collection, use, access, storage, sharing, deletion and transfer.',
            },
            {
              term: 'Controller',
              text: `whoever makes the decisions about the processing. For data collected on this website, the controller is ${brand.legalName.replace(/\.?$/, '.')}`,
            },
            {
              term: 'Processor',
              text: `whoever processes data on behalf of the controller, such as hosting and e-mail delivery providers engaged by ${c}.`,
            },
            {
              term: 'Data Protection Officer (DPO)',
              text: `the person appointed by ${c} as the communication channel between the company, data subjects and the ANPD, at ${brand.dpoEmail}.`,
            },
            {
              term: 'Consent',
              text: 'a free, informed and unambiguous statement by which the data subject agrees to the processing of their data for a specific purpose.',
            },
            {
              term: 'Anonymisation',
              text: 'the use of technical means by which data can no longer be associated, directly or indirectly, with an individual.',
            },
          ],
        },
      ],
    },
    {
      id: 'data',
      nav: 'Data collected',
      title: '2. Data we collect',
      blocks: [
        {
          type: 'p',
          text: 'We collect only the data needed for each purpose, always stated at the time of collection:',
        },
        {
          type: 'list',
          items: [
            'Contact form: name, e-mail address, phone number, subject and the message you write.',
            'Newsletter: your e-mail address and, if you unsubscribe, the reason you give (optional) and the date of cancellation.',
            'Business relationship: professional contact details of representatives of customers, suppliers and partners, such as name, job title, company, e-mail and phone.',
            'Job applicants: the details in a résumé voluntarily sent through the recruiting channels we indicate.',
            'Technical security data: IP address, date and time of access and browser identification, kept in access logs for at least six months, as required by the Brazilian Civil Rights Framework for the Internet.',
          ],
        },
        {
          type: 'p',
          text: 'Audience metrics: we count visits, contacts and subscriptions in aggregate (for example, “how many visits the solutions page received today”), without tracking cookies and without linking these numbers to you. The website uses no advertising cookies and no third-party tools that build browsing profiles.',
        },
        {
          type: 'p',
          text: `Employee onboarding guide: when opened from the corporate platform, the guide receives the employee's name and company from the platform itself, only to greet them and check access permission. This data stays in the browser and is not stored by ${c} through the website.`,
        },
        {
          type: 'p',
          text: 'The website is not directed at children or adolescents and does not knowingly collect data from anyone under 18.',
        },
      ],
    },
    {
      id: 'personal-information',
      nav: 'Use of information',
      title: '3. How we use personal information',
      blocks: [
        {
          type: 'p',
          text: 'We use personal data only for the purposes below, each supported by a legal basis under the LGPD (article 7):',
        },
        {
          type: 'terms',
          items: [
            {
              term: 'Answering your enquiry',
              text: 'replying to messages, sending proposals and presenting our solutions at the data subject’s request — pre-contractual steps and legitimate interest.',
            },
            {
              term: 'Sending the newsletter',
              text: 'delivering content on management, logistics and technology to subscribers — consent, which can be withdrawn at any time through the link included in every e-mail.',
            },
            {
              term: 'Performing contracts',
              text: 'providing the contracted services, support and invoicing, and meeting contractual obligations — performance of a contract.',
            },
            {
              term: 'Complying with the law',
              text: 'keeping access logs, issuing tax documents and responding to authorities — compliance with a legal or regulatory obligation.',
            },
            {
              term: 'Protecting the website',
              text: 'preventing fraud, abuse and attacks, limiting excessive attempts and investigating incidents — legitimate interest.',
            },
          ],
        },
        {
          type: 'p',
          text: 'We do not sell personal data and do not use it for decisions based solely on automated processing that affect your interests.',
        },
        {
          type: 'p',
          text: 'Data subject rights (LGPD, article 18). You may, at any time and free of charge, request:',
        },
        {
          type: 'list',
          items: [
            'confirmation that processing takes place and access to your data;',
            'correction of incomplete, inaccurate or outdated data;',
            'anonymisation, blocking or deletion of unnecessary or excessive data, or data processed in breach of the law;',
            'portability of your data to another provider, subject to commercial and industrial secrecy;',
            'deletion of data processed on the basis of consent, and information about the possibility of not consenting;',
            'information about the public and private entities with which we share data;',
            'withdrawal of consent and review of automated decisions.',
          ],
        },
        {
          type: 'p',
          text: `To exercise your rights, write to ${brand.dpoEmail}. We will reply within 15 (fifteen) days and may ask for information confirming your identity, to protect you against requests made by third parties.`,
        },
        {
          type: 'p',
          text: 'Retention: we keep data only for as long as the purpose requires — contact messages for up to 5 (five) years after the last contact, newsletter addresses while the subscription is active (after cancellation we keep only the record of the cancellation, so your choice is respected) and contractual and tax documents for the legal periods. After that, data is deleted or anonymised.',
        },
      ],
    },
    {
      id: 'information-sharing',
      nav: 'Sharing',
      title: '4. Information sharing',
      blocks: [
        {
          type: 'p',
          text: `${c} shares personal data only when necessary and with as little information as possible:`,
        },
        {
          type: 'list',
          items: [
            'Service providers (processors): cloud hosting and infrastructure, e-mail delivery and support tools, engaged under confidentiality and data protection clauses.',
            'Business partners: when you ask for a solution sold together with a partner, only the data needed to serve you, under a contract requiring the same level of protection.',
            'Public authorities: to comply with a legal obligation, a court order or a request from a competent authority.',
            'Corporate transactions: in a merger, acquisition or incorporation, data may be transferred to the successor, who will be bound by this Policy.',
          ],
        },
        {
          type: 'p',
          text: 'International transfers: some infrastructure providers may store data outside Brazil. In such cases the transfer follows articles 33 to 36 of the LGPD, using standard contractual clauses or countries with an adequate level of protection.',
        },
      ],
    },
    {
      id: 'security',
      nav: 'Security',
      title: '5. Security',
      blocks: [
        {
          type: 'p',
          text: 'We adopt technical and administrative measures able to protect personal data from unauthorised access and from accidental or unlawful destruction, loss, alteration or disclosure, including:',
        },
        {
          type: 'list',
          items: [
            'encrypted connections (HTTPS) across the whole website and security headers that prevent it from being embedded in third-party pages;',
            'passwords stored with strong hashing algorithms (Argon2id) and limits on login attempts;',
            'role-based access control following the principle of least privilege, with logs of administrative operations;',
            'regular backups and a business continuity plan;',
            'regular staff training and confidentiality agreements;',
            'an incident response procedure, including notice to the ANPD and to data subjects when there is relevant risk or harm.',
          ],
        },
        {
          type: 'p',
          text: `No system is entirely free of risk. If you suspect any misuse of your data or fake messages in the name of ${c}, please tell our DPO straight away.`,
        },
      ],
    },
    {
      id: 'general',
      nav: 'General provisions',
      title: '6. General provisions',
      blocks: [
        {
          type: 'p',
          text: 'We may update this Policy to reflect legal, technical or service changes. The date of the last update appears at the top of the document; significant changes will be highlighted on the website and, where required, communicated by e-mail.',
        },
        {
          type: 'p',
          text: `Data Protection Officer (DPO): ${brand.dpoEmail}. Postal address: ${formatAddress()}, Brazil. Phone: +55 ${brand.phone}.`,
        },
        {
          type: 'p',
          text: 'If you believe the processing of your data breaches the LGPD, you may also lodge a complaint with the National Data Protection Authority (ANPD), although we would welcome the chance to resolve it with you first.',
        },
        {
          type: 'p',
          text: 'This Policy is governed by the laws of the Federative Republic of Brazil. The courts of the data subject’s domicile shall have jurisdiction over any dispute arising from it.',
        },
        {
          type: 'contact',
          before: 'Still have questions? ',
          link: 'Contact us',
          after: ' through the website form or by e-mail at ' + brand.email + '.',
        },
      ],
    },
  ],
};
