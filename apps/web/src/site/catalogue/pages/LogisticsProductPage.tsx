/** Placeholder: the page itself comes with its issue. */
export default function LogisticsProductPage() {
  return <main id="conteudo" />;
}
