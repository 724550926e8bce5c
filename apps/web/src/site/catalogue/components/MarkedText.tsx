import { Fragment, useMemo } from 'react';
import { parseMarked, type MarkedParagraph } from './marked-text-parser';
import './MarkedText.css';

export interface MarkedTextProps {
  /** Marked text: `**bold**`, `[[highlight]]`, line breaks, blank line = new paragraph. */
  text: string;
  /**
   * 'p' (default) renders each paragraph as a <p>; 'span' renders inline (paragraphs joined
   * by a line break) for places where a block is not allowed, e.g. inside a <li> title.
   */
  as?: 'p' | 'span';
  className?: string;
}

function Segments({ paragraph }: { paragraph: MarkedParagraph }) {
  return paragraph.map((segment, index) => {
    switch (segment.kind) {
      case 'break':
        return <br key={index} />;
      case 'bold':
        return <strong key={index}>{segment.text}</strong>;
      case 'highlight':
        return (
          <mark key={index} className="marked-highlight">
            {segment.text}
          </mark>
        );
      default:
        return <Fragment key={index}>{segment.text}</Fragment>;
    }
  });
}

/** Renders the catalogue's marked text as React nodes (no HTML injection). */
export function MarkedText({ text, as = 'p', className }: MarkedTextProps) {
  const paragraphs = useMemo(() => parseMarked(text), [text]);
  if (as === 'span') {
    return (
      <span className={className}>
        {paragraphs.map((paragraph, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            <Segments paragraph={paragraph} />
          </Fragment>
        ))}
      </span>
    );
  }
  return paragraphs.map((paragraph, index) => (
    <p key={index} className={className}>
      <Segments paragraph={paragraph} />
    </p>
  ));
}
