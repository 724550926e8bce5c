import { Fragment, type ReactNode } from 'react';
import { OPENS_CONTACT } from '../../contact/openContact';
import type { PolicyBlock } from './policy/types';

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** E-mail addresses in the running text become mailto links. */
function linkify(text: string): ReactNode {
  return text.split(EMAIL).map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={`mailto:${part}`}>
        {part}
      </a>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

export function PolicyBlocks({ blocks }: { blocks: PolicyBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'p':
            return <p key={i}>{linkify(block.text)}</p>;
          case 'list':
            return (
              <ul key={i}>
                {block.items.map((item) => (
                  <li key={item}>{linkify(item)}</li>
                ))}
              </ul>
            );
          case 'terms':
            return (
              <dl key={i} className="policy-terms">
                {block.items.map((item) => (
                  <div key={item.term}>
                    <dt>{item.term}</dt>
                    <dd>{linkify(item.text)}</dd>
                  </div>
                ))}
              </dl>
            );
          case 'contact':
            return (
              <p key={i} className="policy-contact">
                {block.before}
                <button type="button" className="policy-contact__link" {...OPENS_CONTACT}>
                  {block.link}
                </button>
                {linkify(block.after)}
              </p>
            );
        }
      })}
    </>
  );
}
