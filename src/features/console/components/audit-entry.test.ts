import { describe, expect, it } from 'vitest';
import es from '../../../../messages/es.json';
import en from '../../../../messages/en.json';
import type { ConsoleT } from '../console-locale';
import { auditActionText } from './audit-entry';

/** The console's t over one language's messages (enough for plain messages). */
function translator(messages: typeof es): ConsoleT {
  const t = (key: string) => key.split('.').reduce<unknown>((node, step) => (node as Record<string, unknown>)[step], messages.console) as string;
  return t as unknown as ConsoleT;
}

describe('the audit log in words', () => {
  it('says what the studio did in the console language', () => {
    expect(auditActionText(translator(es), 'content.publish')).toBe('publicó un cambio en el contenido del sitio');
    expect(auditActionText(translator(en), 'content.publish')).toBe('published a change to the site content');
    for (const action of ['content.create', 'content.remove', 'content.restore', 'content.media.upload']) {
      expect(auditActionText(translator(es), action)).not.toContain('content.');
      expect(auditActionText(translator(en), action)).not.toContain('content.');
    }
  });

  it('keeps an action it has no words for as its code', () => {
    expect(auditActionText(translator(en), 'something.new')).toBe('something.new');
  });
});
