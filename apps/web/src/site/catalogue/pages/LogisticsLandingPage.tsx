/** Placeholder: the page itself comes with its issue. */
export default function LogisticsLandingPage() {
  return <main id="conteudo" />;
}
