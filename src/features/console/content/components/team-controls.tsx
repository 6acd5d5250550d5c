/** Under the about page's editor: add a person to the team, or remove one (each person's fields are edited above). */
import type { ConsoleT } from '../../console-locale';
import { ConfirmAndSubmit, consoleButton, inputClass, labelClass } from '../../components/console-ui';
import { addPersonAction, removePersonAction } from '../server/team-actions';

function Field({ id, name, label, long = false, lang }: { id: string; name: string; label: string; long?: boolean; lang?: 'es' | 'en' }) {
  return (
    <div lang={lang}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {long ? <textarea id={id} name={name} rows={3} className={inputClass} /> : <input id={id} name={name} type="text" className={inputClass} />}
    </div>
  );
}

export function TeamControls({ t, people }: { t: ConsoleT; people: string[] }) {
  const inLanguage = (field: 'role' | 'bio', locale: 'es' | 'en') => `${t(`content.fields.${field}`)} · ${t(`content.language.${locale}`)}`;
  return (
    <section id="team-controls" aria-labelledby="team-controls-title" className="mt-8 rounded-md border border-grey-200 bg-white p-4" data-testid="team-controls">
      <h2 id="team-controls-title" className="font-heading text-xl font-bold">
        {t('content.team.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-grey-700">{t('content.team.intro')}</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <form action={addPersonAction} className="space-y-3">
          <h3 className="font-semibold">{t('content.team.add')}</h3>
          <Field id="person-fullName" name="fullName" label={t('content.fields.fullName')} />
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id="person-role-es" name="role.es" label={inLanguage('role', 'es')} lang="es" />
            <Field id="person-role-en" name="role.en" label={inLanguage('role', 'en')} lang="en" />
            <Field id="person-bio-es" name="bio.es" label={inLanguage('bio', 'es')} lang="es" long />
            <Field id="person-bio-en" name="bio.en" label={inLanguage('bio', 'en')} lang="en" long />
          </div>
          <Field id="person-linkedin" name="linkedin" label={t('content.team.linkedin')} />
          <p className="text-xs text-grey-700">{t('content.team.photoHint')}</p>
          <button type="submit" className={consoleButton()}>
            {t('content.team.addSubmit')}
          </button>
        </form>
        <form action={removePersonAction} className="space-y-3">
          <h3 className="font-semibold">{t('content.team.remove')}</h3>
          <div>
            <label htmlFor="person-index" className={labelClass}>
              {t('content.team.who')}
            </label>
            <select id="person-index" name="index" className={inputClass}>
              {people.map((person, index) => (
                <option key={`${index}-${person}`} value={index}>
                  {t('content.fieldItem', { label: t('content.fields.members'), number: index + 1 })}: {person}
                </option>
              ))}
            </select>
          </div>
          <ConfirmAndSubmit confirm={t('content.team.removeConfirm')} submit={t('content.team.removeSubmit')} />
        </form>
      </div>
    </section>
  );
}
