/** next-intl's locale-aware navigation for this site's routing; import from '@/i18n/navigation' instead. */
import { createNavigation } from 'next-intl/navigation';
import { navigationRouting } from './routing';

export const { Link: LocaleLink, redirect, usePathname, useRouter, getPathname } = createNavigation(navigationRouting);
