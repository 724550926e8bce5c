import { brand } from '@vitrine/shared/brand';
import { SocialGlyph, type SocialNetwork } from './SocialGlyph';

const labels: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  youtube: 'YouTube',
  facebook: 'Facebook',
};

export function SocialLinks() {
  return (
    <ul className="social">
      {(Object.keys(labels) as SocialNetwork[]).map((key) => (
        <li key={key}>
          <a
            className="social__link"
            href={brand.social[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${brand.companyName} no ${labels[key]} (abre em nova aba)`}
          >
            <SocialGlyph network={key} size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}
