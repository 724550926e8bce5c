/** Placeholder: the page itself comes with its issue. */
export default function SolutionsPage() {
  return <main id="conteudo" />;
}
