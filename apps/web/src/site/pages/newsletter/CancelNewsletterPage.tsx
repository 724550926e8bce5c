/** Placeholder: the page itself comes with its issue. */
export default function CancelNewsletterPage() {
  return <main id="conteudo" />;
}
