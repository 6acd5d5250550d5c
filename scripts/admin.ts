/**
 * Operator accounts of the console (/admin), through the live database (withOperatorDatabase: works while the site runs).
 *   npm run admin -- create-user --email E --password P [--role owner|member|editor] [--name N]
 *   npm run admin -- list-users
 *   npm run admin -- set-password --email E --password P      (ends the user's sessions)
 *   npm run admin -- set-role --email E --role owner|member|editor
 *   npm run admin -- disable-user --email E                   (no sign-in, sessions ended)
 *   npm run admin -- enable-user --email E
 * Passwords: 12 to 128 characters (docs/console.md). Exit code 2 for a refused command, 1 for a failure.
 */
import { parseArgs } from 'node:util';
import {
  createOperatorUser,
  disableOperatorUser,
  enableOperatorUser,
  listOperatorUsers,
  OperatorCommandError,
  setOperatorPassword,
  setOperatorRole,
  type OperatorRole,
} from '../src/features/console/server/operator-users';
import { withOperatorDatabase } from '../src/server/db/operator';

const usage = `Usage:
  npm run admin -- create-user --email E --password P [--role owner|member|editor] [--name "N"]
  npm run admin -- list-users
  npm run admin -- set-password --email E --password P
  npm run admin -- set-role --email E --role owner|member|editor
  npm run admin -- disable-user --email E
  npm run admin -- enable-user --email E`;

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return console.log(usage);
  const command = positionals[0];
  const email = () => values.email ?? fail('--email is required');
  const password = () => values.password ?? fail('--password is required');
  const role = (fallback?: OperatorRole): OperatorRole => {
    const value = values.role ?? fallback ?? fail('--role is required (owner, member or editor)');
    if (value !== 'owner' && value !== 'member' && value !== 'editor') fail(`Unknown role: ${value} (owner, member or editor)`);
    return value;
  };

  switch (command) {
    case 'create-user': {
      const input = { email: email(), password: password(), role: role('member'), name: values.name };
      // The first owner may be created before the site ever ran.
      const user = await withOperatorDatabase((db) => createOperatorUser(db, input), { allowEmpty: true });
      console.log(`Created ${user.role} ${user.email} (${user.id}).`);
      return;
    }
    case 'list-users': {
      const users = await withOperatorDatabase((db) => listOperatorUsers(db));
      for (const user of users) {
        console.log(
          [
            user.email,
            user.role,
            user.disabledAt ? `disabled ${user.disabledAt.toISOString()}` : 'active',
            `sessions=${user.sessions}`,
            JSON.stringify(user.name),
          ].join('\t'),
        );
      }
      if (users.length === 0) console.error('No operators yet: npm run admin -- create-user --email E --password P --role owner');
      return;
    }
    case 'set-password': {
      const [e, p] = [email(), password()];
      await withOperatorDatabase((db) => setOperatorPassword(db, e, p));
      console.log(`Password of ${e} changed; their sessions ended.`);
      return;
    }
    case 'set-role': {
      const [e, r] = [email(), role()];
      await withOperatorDatabase((db) => setOperatorRole(db, e, r));
      console.log(`${e} is now ${r}.`);
      return;
    }
    case 'disable-user': {
      const e = email();
      await withOperatorDatabase((db) => disableOperatorUser(db, e));
      console.log(`${e} is disabled; their sessions ended.`);
      return;
    }
    case 'enable-user': {
      const e = email();
      await withOperatorDatabase((db) => enableOperatorUser(db, e));
      console.log(`${e} may sign in again.`);
      return;
    }
    default:
      fail(`Unknown command: ${command ?? '(none)'}`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof OperatorCommandError) fail(error.message);
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
