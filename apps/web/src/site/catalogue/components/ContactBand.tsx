import { ExpertButton } from './ExpertButton';
import './ContactBand.css';

export interface ContactBandProps {
  title: string;
  text: string;
  /** Button label (default 'Fale com um especialista'). */
  buttonLabel?: string;
}

/** The closing call to action of a catalogue page: a sunrise band whose button opens the contact form. */
export function ContactBand({ title, text, buttonLabel }: ContactBandProps) {
  return (
    <section className="contact-band" aria-label={title}>
      <div className="cat-container contact-band__inner">
        <div>
          <h2 className="contact-band__title">{title}</h2>
          <p className="contact-band__text">{text}</p>
        </div>
        <ExpertButton className="contact-band__button" label={buttonLabel} />
      </div>
    </section>
  );
}
