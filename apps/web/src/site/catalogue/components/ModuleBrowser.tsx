import { useId, useMemo, useState } from 'react';
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
  /** Controlled mode: the selected category and its setter (else the browser keeps its own). */
  selected?: string;
  onSelect?: (category: string) => void;
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
  selected: controlled,
  onSelect,
}: ModuleBrowserProps) {
  const idPrefix = useId().replace(/:/g, '');
  const [own, setOwn] = useState<string>(tabOptions[0]?.id ?? '');
  const selected = controlled ?? own;
  const setSelected = onSelect ?? setOwn;
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
