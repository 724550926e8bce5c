/** Placeholder: the page itself comes with its issue. */
export default function PartnersPage() {
  return <main id="conteudo" />;
}
