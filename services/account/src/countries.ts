/** Country names from local data (i18n-iso-countries): the dropdown never needs the internet. */
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import es from 'i18n-iso-countries/langs/es.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import type { Language } from '@fina/contract';

countries.registerLocale(en);
countries.registerLocale(fr);
countries.registerLocale(es);

const LOCALES: Record<Language, string> = { english: 'en', french: 'fr', spanish: 'es' };
const cache = new Map<Language, { code: string; name: string }[]>();

/** `{code (ISO alpha-2), name}` sorted by name in that language's collation. */
export function countriesIn(language: Language): { code: string; name: string }[] {
  let list = cache.get(language);
  if (!list) {
    const locale = LOCALES[language];
    const collator = new Intl.Collator(locale, { sensitivity: 'base' });
    list = Object.entries(countries.getNames(locale, { select: 'official' }))
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => collator.compare(a.name, b.name));
    cache.set(language, list);
  }
  return list;
}
