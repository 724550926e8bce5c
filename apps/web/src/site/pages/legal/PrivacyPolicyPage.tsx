/** Placeholder: the page itself comes with its issue. */
export default function PrivacyPolicyPage() {
  return <main id="conteudo" />;
}
