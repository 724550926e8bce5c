import { useEffect, useRef } from 'react';
import { messages } from '@vitrine/shared/messages';
import { ThankYouIllustration } from './ThankYouIllustration';

/**
 * The thank-you view. The form (and the focused button) has just left the page: focus goes to the
 * heading, so keyboard and screen-reader users land on the outcome instead of on <body>.
 */
export function ContactThanks() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="contact-thanks" role="status">
      <ThankYouIllustration />
      <h3 ref={heading} tabIndex={-1} className="contact-thanks__title">
        {messages.contact.thanks}
      </h3>
      <p className="contact-thanks__text">Recebemos a sua mensagem e retornaremos em breve.</p>
    </div>
  );
}
