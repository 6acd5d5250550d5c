/** Builds the 3D views' texts in the page's language on the server (they travel as props, not as client messages). */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Darky3dChatLabels } from './client/labels';

export async function darky3dLabels(locale: Locale): Promise<Darky3dChatLabels> {
  const t = await getTranslations({ locale, namespace: 'Darky3d' });
  return {
    stage: t('stage'),
    show: t('show'),
    turn: t('turn'),
    turnValue: t('turnValue', { degrees: '{degrees}' }),
    turnHint: t('turnHint'),
    loading: t('loading'),
    chatTitle: t('chatTitle'),
    fallback: {
      'no-webgl': t('fallbackNoWebgl'),
      'context-lost': t('fallbackContextLost'),
      slow: t('fallbackSlow', { fps: '{fps}' }),
      error: t('fallbackError'),
    },
  };
}
