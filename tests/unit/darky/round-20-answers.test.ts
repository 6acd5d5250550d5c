/**
 * Round 20: follow-ups on what was just said (the district after the location, the mobile after the e-mail, backups
 * after the support plan, the workshop after the next one, another lesson by a word of its title, the prerequisites of
 * a course, "the same for my shop" after a case), and facts the site states in words no rule knew (the chatbot's
 * handover to a person, who else sees the visitor's data, remote positions, a visit's hours, holidays, a human asked
 * for, 3D Darky asked to be seen). Phrasings of our own, not the blind sets'.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import type { ChatLocale } from '@/features/darky/protocol';
import { converseOnItsPage, linksOf, saidIn } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  // A Wednesday morning in Lima, before every workshop of the catalogue.
  vi.useFakeTimers({ now: new Date('2026-11-25T15:00:00Z'), toFake: ['Date'] });
  model = await trainDarkyModel();
});

const converse = (locale: ChatLocale, turns: readonly string[]) => converseOnItsPage(model, locale, turns);

describe('follow-ups on what was just said', () => {
  it.each([
    ['es', ['¿tienen oficina en Lima?', '¿en qué zona?'], /Miraflores/],
    ['en', ['is your office in lima?', 'what area exactly?'], /Miraflores/],
    ['es', ['¿me pasas su correo?', '¿y un celular?'], /987 654 321/],
    ['en', ['can I have your email?', 'and a cell number?'], /987 654 321/],
    ['es', ['¿qué pasa después de los meses de soporte?', '¿hacen backups?'], /copias de respaldo/],
    ['en', ['what happens after the support months?', 'do you do backups?'], /backups/],
    ['es', ['¿cuándo es el próximo taller?', '¿y el que viene después de ese?'], /Campañas en redes sociales desde cero/],
    ['en', ['when is your next workshop?', 'and the following one?'], /Social media campaigns from scratch/],
    ['es', ['háblame del curso de marketing digital con datos', '¿piden requisitos?'], /Intermedio/],
    ['en', ['tell me about the UX/UI course', 'what are the requirements?'], /beginner|Beginner/],
  ] as const)('%s: %j', async (locale, turns, answer) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(answer);
  });

  it.each([
    ['es', ['¿tienen alguna lección de git?', '¿y de scrum?'], '/lessons/scrum-en-equipos-pequenos'],
    ['en', ['any lesson about forms?', 'what about usability?'], '/en/lessons/heuristicas-de-usabilidad'],
  ] as const)('%s: another lesson by a word of its title, after one', async (locale, turns, lesson) => {
    const { last } = await converse(locale, turns);
    expect(linksOf(last)).toContain(lesson);
  });

  it.each([
    ['es', ['¿qué le hicieron a Visión Clara?', '¿podrían hacerme lo mismo para mi óptica?']],
    ['en', ['tell me about the Visión Clara project', 'could you do the same for our store?']],
  ] as const)('%s: the same as a case, for the visitor, starts the quote', async (locale, turns) => {
    const { started } = await converse(locale, turns);
    expect(started).toBe(true);
  });
});

describe('facts the site states, in other words', () => {
  it.each([
    ['es', ['¿el chatbot puede derivar a una persona de mi equipo?'], /asesor humano/],
    ['en', ['can the bot escalate to someone on my team?'], /human advisor/],
    ['es', ['¿comparten mis datos con alguien?'], /CRM/],
    ['en', ['who can see the number I give you?'], /CRM/],
    ['en', ['do you have remote jobs?'], /talento@darkodigital\.pe/],
    ['en', ['where are you guys based?'], /Miraflores/],
    ['en', ['what time can I stop by your office?'], /9:00 to 18:00/],
    ['es', ['el lunes es feriado, ¿me responden si les escribo?'], /siguiente día hábil/],
    ['es', ['¿hay un humano por ahí?'], /persona del equipo/],
    ['en', ['is there any human here?'], /person on our team/],
  ] as const)('%s: %j', async (locale, turns, answer) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(answer);
  });

  it.each([
    ['es', ['quiero ver tu versión 3d'], '/innovaciones/darky-3D'],
    ['en', ['can I see you in 3d?'], '/en/innovaciones/darky-3D'],
  ] as const)('%s: %j links 3D Darky', async (locale, turns, page) => {
    const { last } = await converse(locale, turns);
    expect(linksOf(last)).toContain(page);
  });
});
