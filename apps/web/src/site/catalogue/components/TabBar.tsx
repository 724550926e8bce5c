import { useRef, type KeyboardEvent } from 'react';
import { useScrollHints } from './useScrollHints';
import './TabBar.css';

export interface TabBarTab {
  id: string;
  label: string;
}

export interface TabBarProps {
  /** Accessible name of the tab list, e.g. 'Categorias de módulos'. */
  label: string;
  tabs: TabBarTab[];
  selected: string;
  onSelect: (id: string) => void;
  /** Prefix for element ids: tab `${idPrefix}-tab-${id}` controls `${idPrefix}-panel`. */
  idPrefix: string;
}
/** The tab a key leads to from `index` (wrapping at the ends), or -1 for a key that moves nothing. */
function tabForKey(key: string, index: number, last: number): number {
  return key === 'ArrowRight'
    ? index === last
      ? 0
      : index + 1
    : key === 'ArrowLeft'
      ? index === 0
        ? last
        : index - 1
      : key === 'Home'
        ? 0
        : key === 'End'
          ? last
          : -1;
}

/**
 * An accessible tab list (WAI-ARIA tabs, automatic activation): one tab in the Tab order,
 * Left/Right/Home/End move and select. It scrolls sideways on narrow screens. The caller
 * renders the panel with id `${idPrefix}-panel`, role="tabpanel" and aria-labelledby the tab.
 */
export function TabBar({ label, tabs, selected, onSelect, idPrefix }: TabBarProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const scroller = useRef<HTMLDivElement>(null);
  const more = useScrollHints(scroller);

  const scrollBy = (direction: 1 | -1) => {
    const bar = scroller.current;
    bar?.scrollBy({ left: direction * bar.clientWidth * 0.7, behavior: 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = tabForKey(event.key, index, tabs.length - 1);
    const tab = tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    const button = refs.current[target];
    button?.focus();
    button?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <div className="tab-bar__frame" data-more-before={more.before} data-more-after={more.after}>
      {/* Pointer helpers only: keyboard users move with the arrow keys (WAI-ARIA tabs). */}
      <button
        type="button"
        className="tab-bar__more tab-bar__more--before"
        aria-hidden="true"
        tabIndex={-1}
        onClick={() => scrollBy(-1)}
      >
        ‹
      </button>
      <div className="tab-bar" ref={scroller}>
        <div className="tab-bar__list" role="tablist" aria-label={label}>
          {tabs.map((tab, index) => {
            const active = tab.id === selected;
            return (
              <button
                key={tab.id}
                ref={(node) => {
                  refs.current[index] = node;
                }}
                type="button"
                role="tab"
                id={`${idPrefix}-tab-${index}`}
                aria-selected={active}
                aria-controls={`${idPrefix}-panel`}
                tabIndex={active ? 0 : -1}
                className={active ? 'tab-bar__tab tab-bar__tab--active' : 'tab-bar__tab'}
                onClick={() => onSelect(tab.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      </div>
      <button
        type="button"
        className="tab-bar__more tab-bar__more--after"
        aria-hidden="true"
        tabIndex={-1}
        onClick={() => scrollBy(1)}
      >
        ›
      </button>
    </div>
  );
}

/** The id of the tab element for `selected`, for the panel's aria-labelledby. */
export function tabElementId(idPrefix: string, tabs: TabBarTab[], selected: string): string {
  return `${idPrefix}-tab-${Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  )}`;
}
