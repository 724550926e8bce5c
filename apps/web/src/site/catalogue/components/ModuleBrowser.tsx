import { useEffect, useId, useMemo, useState } from 'react';
import type { ModuleCard as ModuleCardData, TabOption } from '../types';
import { ModuleCard } from './ModuleCard';
import { ModuleDetailModal } from './ModuleDetailModal';
import { TabBar, tabElementId } from './TabBar';
import './ModuleBrowser.css';

export interface ModuleBrowserProps {
  tabOptions: TabOption[];
  modules: ModuleCardData[];
  /** Accessible name of the tab list (default 'Categorias de módulos'). */
  label?: string;
  /**
   * A fixed prefix for its elements' ids, so other parts of the page can link to a category's
   * tab (`#{idPrefix}-tab-{index}`, moduleTabHref): opening such an address selects it.
   */
  idPrefix?: string;
}

/** The address of a category's tab in a ModuleBrowser with a fixed `idPrefix`: a link there selects it. */
export function moduleTabHref(idPrefix: string, index: number): string {
  return `#${idPrefix}-tab-${index}`;
}

/**
 * The module catalogue of a solution or product: a TabBar over the categories, the active
 * category's description, its ModuleCards, and the ModuleDetailModal of the opened card.
 * With a single category the tab bar is left out.
 */
export function ModuleBrowser({
  tabOptions,
  modules,
  label = 'Categorias de módulos',
  idPrefix: fixedPrefix,
}: ModuleBrowserProps) {
  const generatedPrefix = useId().replace(/:/g, '');
  const idPrefix = fixedPrefix ?? generatedPrefix;
  const [selected, setSelected] = useState<string>(tabOptions[0]?.id ?? '');
  // A link to one of its tabs (the solution hero's category list) selects that category, also
  // when it was followed before this island was live (the address keeps it).
  useEffect(() => {
    if (!fixedPrefix) return;
    const pick = () => {
      tabOptions.forEach((tab, index) => {
        if (window.location.hash === moduleTabHref(fixedPrefix, index)) setSelected(tab.id);
      });
    };
    pick();
    window.addEventListener('hashchange', pick);
    return () => window.removeEventListener('hashchange', pick);
  }, [fixedPrefix, tabOptions]);
  const [opened, setOpened] = useState<ModuleCardData | null>(null);
  const tabs = useMemo(() => tabOptions.map((tab) => ({ id: tab.id, label: tab.tabName })), [tabOptions]);
  const active = tabOptions.find((tab) => tab.id === selected);
  const visible = modules.filter((module) => module.category === selected);
  const withTabs = tabOptions.length > 1;

  return (
    <div className="module-browser">
      {withTabs && <TabBar label={label} tabs={tabs} selected={selected} onSelect={setSelected} idPrefix={idPrefix} />}
      <div
        id={`${idPrefix}-panel`}
        className="module-browser__panel"
        {...(withTabs
          ? { role: 'tabpanel', 'aria-labelledby': tabElementId(idPrefix, tabs, selected) }
          : { role: 'region', 'aria-label': active?.tabName ?? label })}
      >
        {active?.description && <p className="module-browser__description">{active.description}</p>}
        <ul className="module-browser__grid" aria-label={`Módulos: ${active?.tabName ?? ''}`}>
          {visible.map((module) => (
            <li key={module.id}>
              <ModuleCard module={module} onOpen={setOpened} />
            </li>
          ))}
        </ul>
      </div>
      <ModuleDetailModal
        module={opened}
        categoryLabel={tabOptions.find((tab) => tab.id === opened?.category)?.tabName}
        onClose={() => setOpened(null)}
      />
    </div>
  );
}
