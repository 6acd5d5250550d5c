/** The try-on's texts in the page's language, read on the server and handed to its client component as props. */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { TryOnLabels } from './components/try-on-studio';

const keys = [
  'stageLabel',
  'placeholder',
  'privacy',
  'start',
  'stop',
  'retry',
  'snapshot',
  'uploadPhoto',
  'uploadHint',
  'frameLegend',
  'colourLegend',
  'statusIdle',
  'statusIdleHint',
  'statusLoading',
  'statusLoadingHint',
  'statusCamera',
  'statusCameraHint',
  'statusSearching',
  'statusSearchingHint',
  'statusDetected',
  'statusDetectedHint',
  'statusUnavailable',
  'unavailableDenied',
  'unavailableNoDevice',
  'unavailableInsecure',
  'unavailableBusy',
  'statusPhoto',
  'statusPhotoHint',
  'statusPhotoNoFace',
  'statusPhotoNoFaceHint',
  'statusUnsupported',
  'statusUnsupportedHint',
  'statusLoadFailed',
  'statusLoadFailedHint',
  'brandMark',
  'snapshotFile',
] as const satisfies ReadonlyArray<keyof TryOnLabels>;

export async function tryOnLabels(locale: Locale): Promise<TryOnLabels> {
  const t = await getTranslations({ locale, namespace: 'TryOn' });
  // Messages are precompiled (no raw ICU at run time): the placeholders the client fills itself go in as
  // themselves, so {percent} and {frame} survive into the label.
  const format = t as unknown as (key: string, values: Record<string, string>) => string;
  return Object.fromEntries(keys.map((key) => [key, format(key, { percent: '{percent}', frame: '{frame}' })])) as TryOnLabels;
}
