// Types next-intl's keys and locales from the default locale's messages: a key missing from messages/es.json, or a
// wrong namespace, is a compile error (tests/unit/i18n/messages-parity.test.ts keeps en.json to the same keys).
import type messages from '../../messages/es.json';
import type { routing } from '../i18n/routing';

declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
