import { useEffect, useState } from 'react';
import { Redirect, useParams } from 'wouter';
import { paths } from '../../routes';
import { usePageMeta } from '../../usePageMeta';
import { SolutionView } from '../components';
import { isManagementSolution, loadManagementSolution } from '../data/management';
import type { Solution } from '../types';
import './catalogue-pages.css';

type LoadState = { id: string; solution: Solution | null };

/**
 * /solucoes/sistemas-gestao/:id — HCM, ERP or GAS through the solution template. Each
 * solution's data is its own chunk, loaded here; an unknown id redirects to /solucoes.
 */
export default function ManagementSolutionPage() {
  const { id = '' } = useParams<{ id: string }>();
  const known = isManagementSolution(id);
  const [state, setState] = useState<LoadState | null>(null);

  useEffect(() => {
    if (!isManagementSolution(id)) return;
    let cancelled = false;
    loadManagementSolution(id)
      .then((solution) => !cancelled && setState({ id, solution }))
      .catch(() => !cancelled && setState({ id, solution: null }));
    return () => {
      cancelled = true;
    };
  }, [id]);

  const current = state?.id === id ? state : null;
  const solution = current?.solution ?? null;
  usePageMeta(solution?.meta.title ?? 'Sistemas de gestão', solution?.meta.description);

  // Spec §2: any unknown path redirects to /.
  if (!known) return <Redirect to={paths.home} replace />;
  if (current && !current.solution) {
    return (
      <main id="conteudo" className="catalogue-page">
        <div className="cat-container catalogue-page__message" role="alert">
          <h1 className="cat-heading">Não foi possível carregar esta solução.</h1>
          <p className="cat-lead">Verifique a sua conexão e recarregue a página.</p>
        </div>
      </main>
    );
  }
  if (!solution) {
    return <main id="conteudo" className="catalogue-page catalogue-page--loading" aria-busy="true" />;
  }
  return (
    <main id="conteudo" className="catalogue-page">
      <SolutionView key={solution.id} solution={solution} />
    </main>
  );
}
