import type { ModuleContent as ModuleContentData, ModuleSection } from '../types';
import { Illustration } from './Illustration';
import { MarkedText } from './MarkedText';
import './ModuleContent.css';

export interface ModuleContentProps {
  content: ModuleContentData;
}

function Section({ section }: { section: ModuleSection }) {
  const decorated = section.items?.some((item) => item.markersDecoration);
  return (
    <section className="module-content__section">
      {section.title && <h3 className="module-content__heading">{section.title}</h3>}
      {section.subtitle && <p className="module-content__subtitle">{section.subtitle}</p>}
      {section.text && <MarkedText text={section.text} className="module-content__text" />}
      {section.items && section.items.length > 0 && (
        <ul className={decorated ? 'module-content__items module-content__items--grid' : 'module-content__items'}>
          {section.items.map((item, index) => (
            <li
              key={index}
              className={
                item.markersDecoration ? 'module-content__item module-content__item--marker' : 'module-content__item'
              }
            >
              {item.title && <strong className="module-content__item-title">{item.title}</strong>}
              <MarkedText text={item.text} as="span" />
            </li>
          ))}
        </ul>
      )}
      {section.textNImage && (
        <div className="module-content__split">
          <div>
            <MarkedText text={section.textNImage.text} className="module-content__text" />
          </div>
          <Illustration illustration={section.textNImage.image} className="module-content__image" />
        </div>
      )}
    </section>
  );
}

/**
 * A module's full content (types.ts ModuleContent): the opening section with its image,
 * then each section (title, subtitle, marked text, items — with coloured markers when
 * `markersDecoration` — and text beside an image), then the highlighted conclusion.
 */
export function ModuleContent({ content }: ModuleContentProps) {
  return (
    <div className="module-content">
      <div
        className={
          content.section.image ? 'module-content__intro module-content__intro--image' : 'module-content__intro'
        }
      >
        <div>
          <h3 className="module-content__heading module-content__heading--lead">{content.section.title}</h3>
          <MarkedText text={content.section.text} className="module-content__text" />
        </div>
        {content.section.image && (
          <Illustration illustration={content.section.image} eager className="module-content__image" />
        )}
      </div>
      {content.sections.map((section, index) => (
        <Section key={index} section={section} />
      ))}
      <div className="module-content__conclusion">
        <MarkedText text={content.conclusion.text} />
      </div>
    </div>
  );
}
