/** Loads the UI messages of the request's locale for next-intl. */
import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing } from './routing';

export default getRequestConfig(async ({ locale: given, requestLocale }) => {
  // A locale passed explicitly (getTranslations({ locale })) is used as is: reading the request's locale may fall back
  // to the request headers, which a page rendered on demand after a publish must not read (it is static).
  const requested = given ?? (await requestLocale);
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: 'America/Lima',
  };
});
