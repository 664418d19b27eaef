import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '#client/components/ui/input';

/** Long enough to finish a word, short enough to feel immediate. */
const SEARCH_DELAY_MS = 300;

/** The search box: the folder is searched once typing pauses, not at every key. */
export function MessageSearch({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The search lands in the address as it is when the timer fires, not as it was at the keystroke.
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div className="relative w-full sm:max-w-xs">
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <Input
        type="search"
        aria-label="Search messages"
        placeholder="Search messages"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => latestOnSearch.current(next.trim()), SEARCH_DELAY_MS);
        }}
        className="pl-9"
      />
    </div>
  );
}
