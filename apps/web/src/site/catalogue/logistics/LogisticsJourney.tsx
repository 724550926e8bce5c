import { ArrowRight, Route, ScanEye, Warehouse, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { paths, type LogisticsSolution } from '../../routes';
import { logisticsCards } from '../data/solution-cards';

interface Stage {
  icon: LucideIcon;
  title: string;
  text: string;
  products: LogisticsSolution[];
}

/** The twelve products grouped by where they act in the chain, for visitors who think in flows. */
const STAGES: Stage[] = [
  {
    icon: Warehouse,
    title: 'Armazém e pátio',
    text: 'Do caminhão na portaria ao pedido pronto na doca.',
    products: ['yms', 'wms', 'gestao-volumes', 'lms'],
  },
  {
    icon: Route,
    title: 'Transporte',
    text: 'Planejar, contratar, executar e pagar o frete.',
    products: ['tms-embarcador', 'tms-transportadora', 'roteirizador', 'gestao-frotas'],
  },
  {
    icon: ScanEye,
    title: 'Visibilidade e inteligência',
    text: 'Acompanhar cada entrega e decidir com dados.',
    products: ['torre-controle', 'tracking-pedidos', 'confirma-facil', 'ai-logistics'],
  },
];

const titleOf = (id: LogisticsSolution) =>
  logisticsCards.find((card) => card.link === paths.logisticsSolution(id))?.title ?? id;

export function LogisticsJourney() {
  return (
    <ol className="card-grid lp-journey">
      {STAGES.map((stage, index) => {
        const Icon = stage.icon;
        return (
          <li key={stage.title} className="lp-journey__stage">
            <span className="lp-journey__step" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <span className="lp-journey__icon" aria-hidden="true">
              <Icon size={24} strokeWidth={1.8} />
            </span>
            <h3 className="lp-journey__title">{stage.title}</h3>
            <p className="lp-journey__text">{stage.text}</p>
            <ul className="lp-journey__links">
              {stage.products.map((id) => (
                <li key={id}>
                  <Link href={paths.logisticsSolution(id)} className="cat-link">
                    {titleOf(id)}
                    <ArrowRight aria-hidden="true" size={16} />
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
