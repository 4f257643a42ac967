import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams, useLocation } from '../../lib/navigation';
import { Search } from 'lucide-react';
import { paths } from '../../lib/paths';
import { cn } from '../../lib/utils';
import { useT } from '../../i18n/i18n';

/** The header search: submitting goes to /shop/search?keyword=… (SPEC §2 shop layout). */
export function SearchBox({ id, className }: { id: string; className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const current = location.pathname === paths.shop.search.path ? (params.get('keyword') ?? '') : '';
  const [keyword, setKeyword] = useState(current);
  const t = useT();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    navigate(paths.shop.search.href({ keyword: keyword.trim() }));
  }

  return (
    <form
      role="search"
      aria-label={t('Search the shop')}
      onSubmit={onSubmit}
      className={cn('relative w-full', className)}
    >
      <label htmlFor={id} className="sr-only">
        {t('Search products')}
      </label>
      <input
        id={id}
        type="search"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        placeholder={t('Search for products')}
        className="search-input"
      />
      <button type="submit" aria-label={t('Search')} className="search-submit">
        <Search className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}
