/** Placeholder: the page itself comes with its issue. */
export default function BlogPage() {
  return <main id="conteudo" />;
}
