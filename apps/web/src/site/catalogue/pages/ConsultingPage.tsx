/** Placeholder: the page itself comes with its issue. */
export default function ConsultingPage() {
  return <main id="conteudo" />;
}
