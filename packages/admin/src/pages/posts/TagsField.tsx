import { useState, type KeyboardEvent } from 'react';
import {
  Field,
  Tag as FluentTag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
} from '@fluentui/react-components';
import { ChevronDown20Regular } from '@fluentui/react-icons';
import { PREDEFINED_TAGS } from '@vitrine/shared/constants';
import { normalizeForSearch } from '@vitrine/shared/format';
import type { Tag } from '@vitrine/shared/schemas';
import { makeTag } from '../../lib/post-form';

const NEW_PREFIX = '__nova__:';

/** Predefined tags to pick, plus any custom tag typed and confirmed with Enter (spec). */
export function TagsField({ value, onChange, error }: { value: Tag[]; onChange(tags: Tag[]): void; error?: string }) {
  const [query, setQuery] = useState('');
  const selectedKeys = value.map((t) => t.key);
  const q = normalizeForSearch(query.trim());
  const options = PREDEFINED_TAGS.filter((t) => !selectedKeys.includes(t) && normalizeForSearch(t).includes(q));
  const exact = [...PREDEFINED_TAGS, ...selectedKeys].some((t) => normalizeForSearch(t) === q);
  const canAdd = q.length > 0 && !exact;

  function toggle(key: string) {
    if (key.startsWith(NEW_PREFIX)) {
      const tag = makeTag(key.slice(NEW_PREFIX.length));
      if (tag && !selectedKeys.includes(tag.key)) onChange([...value, tag]);
    } else if (selectedKeys.includes(key)) {
      onChange(value.filter((t) => t.key !== key));
    } else {
      const tag = makeTag(key);
      if (tag) onChange([...value, tag]);
    }
    setQuery('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter on a custom text with no predefined match adds it (no option is active then).
    if (event.key === 'Enter' && canAdd && options.length === 0) {
      event.preventDefault();
      toggle(NEW_PREFIX + query);
    }
  }

  return (
    <Field label="Tags" required validationMessage={error}>
      {/* Always below the field, as every other list of the form opens: near the bottom of the
          window Fluent would flip it over the field and hide the tags already chosen. */}
      <TagPicker
        onOptionSelect={(_, data) => data.value && toggle(data.value)}
        selectedOptions={selectedKeys}
        positioning={{ position: 'below', align: 'start', pinned: true }}
      >
        {/* Fluent's expand slot has no icon of its own (an empty, invisible button) and would read
            "Open" in English: both given here. */}
        <TagPickerControl expandIcon={{ 'aria-label': 'Abrir lista de tags', children: <ChevronDown20Regular /> }}>
          <TagPickerGroup aria-label="Tags selecionadas">
            {value.map((tag) => (
              <FluentTag key={tag.key} value={tag.key} shape="rounded" appearance="brand">
                {tag.label}
              </FluentTag>
            ))}
          </TagPickerGroup>
          <TagPickerInput
            aria-label="Escolher ou criar tags"
            placeholder={value.length ? '' : 'Escolha ou digite uma tag'}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onKeyDown}
          />
        </TagPickerControl>
        <TagPickerList>
          {canAdd && (
            <TagPickerOption value={NEW_PREFIX + query} text={query}>
              {`Adicionar “${query.trim()}”`}
            </TagPickerOption>
          )}
          {options.map((option) => (
            <TagPickerOption key={option} value={option}>
              {option}
            </TagPickerOption>
          ))}
        </TagPickerList>
      </TagPicker>
    </Field>
  );
}
