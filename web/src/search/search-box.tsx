import { useActorRef, useSelector } from '@xstate/react';
import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import {
  type SearchOption,
  searchBoxMachine,
  selectChoice,
  selectHighlighted,
  selectIsOpen,
  selectOptions,
  selectText,
} from '../../../machines/search-box.ts';
import { productHref } from '../catalog/links.ts';
import { flowInspect } from '../flows/inspect.ts';
import { useExecute } from '../graphql/context.tsx';
import { SuggestDocument } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';
import { useTypedBeforeHydration } from '../shell/typed-before-hydration.ts';
import { useRecentSearches } from './account-searches.ts';
import { searchHref } from './search-url.ts';

/**
 * The header's search box: suggestions as the shopper types, recent searches when empty (the
 * account's for a logged-in shopper, this browser's for a guest).
 */
export function SearchBox() {
  const t = useT();
  const execute = useExecute();
  const [, navigate] = useLocation();
  const search = useSearch();
  const listId = useId();
  const recentSearches = useRecentSearches(execute);
  const recent = recentSearches.recent;

  const machine = useMemo(
    () =>
      searchBoxMachine.provide({
        actors: {
          fetchSuggestions: fromPromise<readonly SearchOption[], { text: string }>(
            async ({ input }) => (await execute(SuggestDocument, { text: input.text })).suggest,
          ),
        },
      }),
    [execute],
  );
  const box = useActorRef(machine, {
    input: { text: new URLSearchParams(search).get('q') ?? '' },
    inspect: flowInspect,
  });
  const open = useSelector(box, selectIsOpen);
  const options = useSelector(box, selectOptions);
  const highlighted = useSelector(box, selectHighlighted);
  const text = useSelector(box, selectText);
  // Typed before hydration: kept, with its suggestions if the shopper is still in the box.
  const input = useTypedBeforeHydration(text, (typed) => {
    box.send({ type: 'TYPE', text: typed, recent });
    if (document.activeElement !== input.current) box.send({ type: 'CLOSE' });
  });

  const go = (choice: SearchOption | null) => {
    box.send({ type: 'SUBMIT' });
    if (!choice) return;
    recentSearches.add(choice.text, !choice.slug);
    navigate(choice.slug ? productHref(choice.slug) : searchHref(choice.text));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(selectChoice(box.getSnapshot()));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => box.send(open ? { type: 'NEXT' } : { type: 'FOCUS', recent }),
      ArrowUp: () => box.send({ type: 'PREVIOUS' }),
      Escape: () => box.send({ type: 'CLOSE' }),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  const showingRecent = !text.trim();
  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <form className="search-box" aria-label={t('search.box.label')} onSubmit={submit}>
      <label className="visually-hidden" htmlFor={`${listId}-input`}>
        {t('search.box.label')}
      </label>
      <input
        ref={input}
        id={`${listId}-input`}
        type="search"
        className="search-box__input"
        value={text}
        maxLength={200}
        placeholder={t('search.box.placeholder')}
        autoComplete="off"
        role="combobox"
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
        onChange={(event) => box.send({ type: 'TYPE', text: event.target.value, recent })}
        onFocus={() => box.send({ type: 'FOCUS', recent })}
        onBlur={() => box.send({ type: 'CLOSE' })}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="search-box__submit">
        <Search className="icon" aria-hidden="true" />
        <span className="visually-hidden">{t('search.box.submit')}</span>
      </button>
      {open && options.length > 0 && (
        <div className="search-box__panel">
          <div className="search-box__heading">
            <span>{t(showingRecent ? 'search.box.recent' : 'search.box.suggestions')}</span>
            {showingRecent && (
              <button
                type="button"
                className="search-box__clear"
                // mousedown, not click: the input's blur would close the panel before a click lands
                onMouseDown={(event) => {
                  event.preventDefault();
                  recentSearches.clear();
                  box.send({ type: 'TYPE', text: '', recent: [] });
                }}
              >
                {t('search.box.clearRecent')}
              </button>
            )}
          </div>
          <div id={listId} role="listbox" className="search-box__options">
            {options.map((option, index) => (
              <div
                key={`${option.slug ?? ''}:${option.text}`}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === highlighted}
                className="search-box__option"
                onMouseDown={(event) => {
                  event.preventDefault();
                  go(option);
                }}
              >
                {option.text}
              </div>
            ))}
          </div>
        </div>
      )}
    </form>
  );
}
