/** Placeholder: the page itself comes with its issue. */
export default function ManagementLandingPage() {
  return <main id="conteudo" />;
}
