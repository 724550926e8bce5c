import { Redirect, useParams } from 'wouter';
import { usePageMeta } from '../../usePageMeta';
import { paths } from '../../routes';
import { isLogisticsSolution } from '../data/logistics';
import { LogisticsProductView } from '../logistics/LogisticsProductView';
import { useLogisticsProduct } from '../logistics/useLogisticsProduct';

/** /solucoes/sistemas-logistica/:id — one of the twelve logistics products. */
export default function LogisticsProductPage() {
  const { id } = useParams<{ id: string }>();
  const known = isLogisticsSolution(id) ? id : null;
  const state = useLogisticsProduct(known);
  const product = state?.status === 'ready' ? state.product : null;
  usePageMeta(product?.meta.title ?? (known ? 'Sistemas para logística' : null), product?.meta.description);

  // docs/PRODUCT.md §2: any unknown path (an id outside the catalogue) redirects to /.
  if (!known || !state) return <Redirect to={paths.home} replace />;

  return (
    <main id="conteudo" className="logistics-product">
      {state.status === 'error' && (
        <div className="cat-container lp-error" role="alert">
          <p>Não foi possível carregar esta página. Verifique a sua conexão.</p>
          <button type="button" className="cat-btn cat-btn--outline" onClick={state.retry}>
            Tentar novamente
          </button>
        </div>
      )}
      {product && <LogisticsProductView key={product.id} product={product} />}
    </main>
  );
}
