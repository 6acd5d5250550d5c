/** The about page's team: each person (or role not yet staffed) with their photo, role, short bio and LinkedIn. */
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { clsx } from 'clsx';
import type { AboutCatalogue, TeamMember } from '@/content/schemas';
import { MEDIA_PATH_PREFIX } from '@/content/media-url';
import type { Locale } from '@/i18n/routing';
import { cardGridColumns } from '@/components/ui/card-grid';
import { ExternalCue } from '@/components/ui/external-cue';
import { Section } from '@/components/ui/section';
import { MediaPicture } from '@/features/content-studio/ui';

const PHOTO_CLASS = 'h-28 w-28 shrink-0 rounded-full object-cover';

/** A repository image (`/images/…`) through next/image, an uploaded one (`/media/…`) as its responsive picture. */
function MemberPhoto({ member, locale }: { member: TeamMember; locale: Locale }) {
  if (member.photo.startsWith(MEDIA_PATH_PREFIX))
    return <MediaPicture src={member.photo} locale={locale} alt={member.photoAlt} sizes="112px" className={PHOTO_CLASS} />;
  return <Image src={member.photo} alt={member.photoAlt} width={112} height={112} className={PHOTO_CLASS} />;
}

export async function TeamSection({ team, locale }: { team: NonNullable<AboutCatalogue['team']>; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'About' });
  const tCommon = await getTranslations({ locale, namespace: 'Common' });
  return (
    <Section id="equipo" title={team.title} lead={team.intro} tone="grey">
      <ul className={clsx('grid gap-6', cardGridColumns(team.members.length))} data-testid="team">
        {team.members.map((member) => {
          const name = member.fullName || member.role;
          return (
            <li
              key={`${member.fullName}|${member.role}`}
              className="flex flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-grey-100"
            >
              <MemberPhoto member={member} locale={locale} />
              <h3 className="mt-4 font-heading text-xl font-bold">{name}</h3>
              {member.fullName ? <p className="mt-1 font-semibold text-brand-blue-deep">{member.role}</p> : null}
              <p className="mt-2 text-grey-600">{member.bio}</p>
              {member.linkedin ? (
                <a
                  href={member.linkedin}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-blue-deep underline underline-offset-4 hover:text-brand-dark"
                >
                  {t('team.linkedin', { name })}
                  <ExternalCue label={tCommon('external')} />
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
