import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams, useLocation } from '../../lib/navigation';
import { Search } from 'lucide-react';
import { paths } from '../../lib/paths';
import { cn } from '../../lib/utils';

/** The header search: submitting goes to /shop/search?keyword=… (SPEC §2 shop layout). */
export function SearchBox({ id, className }: { id: string; className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const current = location.pathname === paths.shop.search.path ? (params.get('keyword') ?? '') : '';
  const [keyword, setKeyword] = useState(current);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    navigate(paths.shop.search.href({ keyword: keyword.trim() }));
  }

  return (
    <form role="search" onSubmit={onSubmit} className={cn('relative w-full', className)}>
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        id={id}
        type="search"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        placeholder="Search for products"
        className="h-10 w-full rounded-full border border-neutral-300 bg-neutral-50 pl-4 pr-11 text-base focus-visible:border-brand focus-visible:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40 md:text-sm"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute right-1 top-1 inline-flex size-8 items-center justify-center rounded-full bg-brand text-white hover:bg-orange-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-1"
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}
