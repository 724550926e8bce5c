/** Placeholder: the page itself comes with its issue. */
export default function ManagementSolutionPage() {
  return <main id="conteudo" />;
}
