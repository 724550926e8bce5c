import { use, useState } from 'react';
import { Redirect, useParams } from 'wouter';
import { paths } from '../../routes';
import { usePageMeta } from '../../usePageMeta';
import { SolutionView } from './SolutionView';
import { isManagementSolution, loadManagementSolution } from '../data/management';
import './catalogue-pages.css';

/**
 * /solucoes/sistemas-gestao/:id — HCM, ERP or GAS through the solution template. Each
 * solution's data is its own chunk, loaded here; an unknown id redirects to /solucoes.
 */
export default function ManagementSolutionPage() {
  const { id = '' } = useParams<{ id: string }>();
  const known = isManagementSolution(id);
  const [, setAttempt] = useState(0);
  // Read with use(): in the prerendered markup and the first client render alike.
  const loaded = known ? use(loadManagementSolution(id)) : null;
  const solution = loaded?.ok ? loaded.value : null;
  usePageMeta(solution?.meta.title ?? 'Sistemas de gestão', solution?.meta.description);

  // docs/PRODUCT.md §2: any unknown path redirects to /.
  if (!known || !loaded) return <Redirect to={paths.home} replace />;
  if (!solution) {
    return (
      <main id="conteudo" className="catalogue-page">
        <div className="cat-container catalogue-page__message" role="alert">
          <h1 className="cat-heading">Não foi possível carregar esta solução</h1>
          <p className="cat-lead">Verifique a sua conexão e recarregue a página.</p>
          <button type="button" className="cat-btn cat-btn--outline" onClick={() => setAttempt((n) => n + 1)}>
            Tentar novamente
          </button>
        </div>
      </main>
    );
  }
  return (
    <main id="conteudo" className="catalogue-page">
      <SolutionView key={solution.id} solution={solution} />
    </main>
  );
}
