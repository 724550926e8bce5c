/** Placeholder: the page itself comes with its issue. */
export default function LgpdPage() {
  return <main id="conteudo" />;
}
