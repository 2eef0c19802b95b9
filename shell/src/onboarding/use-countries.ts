import { useEffect, useState } from 'react';
import { accountCalls } from '@fina/contract';
import type { Language } from '@fina/contract';
import { shellApi } from '../session/api';

export interface Country {
  code: string;
  name: string;
}

/** Country names in the chosen language, from the server's local data; [] on failure. */
export function useCountries(language: Language | ''): { countries: Country[]; loading: boolean } {
  const [countries, setCountries] = useState<Country[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!language) return;
    let current = true;
    setLoading(true);
    shellApi
      .call(accountCalls.countries, { query: { language } })
      .then((result) => current && setCountries(result.countries))
      .catch(() => current && setCountries([]))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [language]);
  return { countries: language ? countries : [], loading };
}
