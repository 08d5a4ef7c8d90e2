import { useEffect, useState } from 'react';
import { useApi, type Level } from '@lingualoop/shared';

// Spec §4: levels refresh on login. A signed-in page load is a login's first page, so the
// list is fetched once per page load and shared by every screen of this remote.
let levels: Promise<Level[]> | null = null;

/** The server's levels (with their names per language); null until they arrive or if they fail. */
export function useLevels(): Level[] | null {
  const api = useApi();
  const [list, setList] = useState<Level[] | null>(null);
  useEffect(() => {
    let current = true;
    levels ??= api.levels();
    levels.then(
      (found) => current && setList(found),
      () => {
        // The filter falls back to the codes' own names; the next screen asks again.
        levels = null;
      },
    );
    return () => {
      current = false;
    };
  }, [api]);
  return list;
}
