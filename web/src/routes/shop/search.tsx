import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';

/** SPEC §2 Search: the keyword search with results arrives with the catalog screens. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.trim();
  return (
    <ComingSoon title="Search">
      {keyword ? <>You searched for “{keyword}”. </> : null}Product search results will be shown here.
    </ComingSoon>
  );
}
