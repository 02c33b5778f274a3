import { Search } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useT } from '../../i18n/intl.ts';

/** The editors' search by name (Enter or the button), with the list's other filters beside it. */
export function EditingSearch({
  onSearch,
  children,
}: {
  onSearch: (query: string) => void;
  children?: ReactNode;
}) {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState('');
  return (
    <form
      className="back-office__actions editing-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(query.trim());
      }}
    >
      <label htmlFor={id} className="back-office__filter">
        {t('backoffice.editing.search')}
        <input
          id={id}
          type="search"
          value={query}
          maxLength={100}
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>
      <button type="submit" className="button">
        <Search className="icon" aria-hidden="true" />
        {t('backoffice.editing.find')}
      </button>
      {children}
    </form>
  );
}
