import { useRef, type KeyboardEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { FileText, Info, Users } from 'lucide-react';
import { brand } from '@vitrine/shared/brand';
import { usePageMeta } from '../../usePageMeta';
import { CommitteePanel } from './CommitteePanel';
import { DocumentsPanel } from './DocumentsPanel';
import { IntroPanel } from './IntroPanel';
import { SubjectRequestSection } from './SubjectRequestSection';
import './lgpd.css';

const TABS = [
  { id: 'introducao', label: 'Introdução', icon: Info },
  { id: 'documentacao', label: 'Documentação', icon: FileText },
  { id: 'comite', label: 'Comitê Gestor', icon: Users },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * WAI-ARIA tabs pattern: arrows move between tabs (and select them), Home/End jump to the ends.
 * The tab a key leads to from `index`, or null for a key that moves nothing.
 */
function tabForKey(key: string, index: number): number | null {
  const last = TABS.length - 1;
  return key === 'ArrowRight'
    ? (index + 1) % TABS.length
    : key === 'ArrowLeft'
      ? (index - 1 + TABS.length) % TABS.length
      : key === 'Home'
        ? 0
        : key === 'End'
          ? last
          : null;
}

/** /lgpd — the privacy programme in three tabs; ?aba= keeps the open tab in the address. */
export default function LgpdPage() {
  usePageMeta(
    'LGPD',
    `Programa de privacidade e proteção de dados da ${brand.companyName}: políticas, procedimentos e Comitê Gestor.`,
  );
  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('aba');
  const current: TabId = TABS.some((t) => t.id === requested) ? (requested as TabId) : 'introducao';
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (id: TabId, focus = false) => {
    navigate(id === 'introducao' ? location : `${location}?aba=${id}`, { replace: true });
    if (focus) tabRefs.current[id]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabForKey(
      event.key,
      TABS.findIndex((t) => t.id === current),
    );
    if (next === null) return;
    event.preventDefault();
    select(TABS[next]!.id, true);
  };

  return (
    <main id="conteudo" className="lgpd">
      <LgpdHero />

      <div className="lgpd-body">
        <div className="lgpd-tabs" role="tablist" aria-label="Seções da LGPD">
          {TABS.map(({ id, label, icon: Icon }) => (
            <button
              key={id}
              ref={(el) => {
                tabRefs.current[id] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${id}`}
              aria-selected={current === id}
              aria-controls={`painel-${id}`}
              tabIndex={current === id ? 0 : -1}
              className="lgpd-tab"
              onClick={() => select(id)}
              onKeyDown={onKeyDown}
            >
              <Icon size={18} aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
        {TABS.map(({ id }) => (
          <div
            key={id}
            role="tabpanel"
            id={`painel-${id}`}
            aria-labelledby={`tab-${id}`}
            hidden={current !== id}
            tabIndex={0}
            className="lgpd-panel"
          >
            {current === id &&
              (id === 'introducao' ? (
                <IntroPanel onShowDocuments={() => select('documentacao')} />
              ) : id === 'documentacao' ? (
                <DocumentsPanel />
              ) : (
                <CommitteePanel />
              ))}
          </div>
        ))}
        <SubjectRequestSection />
      </div>
    </main>
  );
}

/** The page's navy banner: what the programme is and the law it follows. */
function LgpdHero() {
  return (
    <header className="navy-hero">
      <div className="navy-hero__inner">
        <p className="navy-hero__eyebrow">Privacidade e proteção de dados</p>
        <h1>LGPD na {brand.companyName}</h1>
        <p className="lgpd-hero__lead">
          Transparência sobre como protegemos os dados pessoais de clientes, parceiros, colaboradores e visitantes — em
          conformidade com a Lei&nbsp;nº&nbsp;13.709/2018.
        </p>
      </div>
    </header>
  );
}
