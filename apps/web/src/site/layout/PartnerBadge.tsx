import { Award } from 'lucide-react';
import { Link } from 'wouter';
import { brand } from '@vitrine/shared/brand';
import { paths } from '../routes';

/**
 * 'Parceiro certificado Plataforma SeniorX' (spec: part of the layout at every size). In the
 * header it shrinks to its seal below 1200 px (the words stay for screen readers); the mobile
 * menu shows it in full.
 */
export function PartnerBadge({ placement, onClick }: { placement: 'header' | 'menu'; onClick?: () => void }) {
  return (
    <Link
      href={paths.partners}
      className={`partner-badge partner-badge--${placement}`}
      title={`Parceiro certificado ${brand.platformName}`}
      onClick={onClick}
    >
      <Award aria-hidden="true" size={18} />
      <span className="partner-badge__text">
        <small>Parceiro certificado</small>
        {brand.platformName}
      </span>
    </Link>
  );
}
