import { MarkedText } from '../components';

/**
 * A statement between sections: large type, [[highlights]] in the brand's orange. A plain
 * block, not a landmark: it belongs to the flow around it.
 */
export function MiddleText({ text }: { text: string }) {
  return (
    <div className="lp-statement">
      <div className="cat-container">
        <MarkedText text={text} className="lp-statement__text" />
      </div>
    </div>
  );
}
