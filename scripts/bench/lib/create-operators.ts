/**
 * Console operators for a bench, made in one process (the admin CLI's createOperatorUser through the live database, as
 * `npm run admin -- create-user` does, once per operator would cost a process each).
 * Usage: tsx --import ./scripts/server-only-hook.mjs scripts/bench/lib/create-operators.ts <count> <password> <prefix>
 * with DATA_DIR / DATABASE_URL / APP_SECRET of the running server. Prints one JSON line: [{ email, name }].
 */
import { createOperatorUser } from '../../../src/features/console/server/operator-users';
import { withOperatorDatabase } from '../../../src/server/db/operator';

const [countArg, password, prefix] = process.argv.slice(2);
const count = Number(countArg);
if (!(count > 0) || !password || !prefix) {
  console.error('Usage: create-operators.ts <count> <password> <prefix>');
  process.exit(2);
}
const made = await withOperatorDatabase(
  async (db) => {
    const operators: Array<{ email: string; name: string }> = [];
    for (let i = 0; i < count; i += 1) {
      const operator = { email: `${prefix}-${i}@bench.invalid`, name: `Operador${i} Bench` };
      await createOperatorUser(db, { ...operator, password, role: 'member' });
      operators.push(operator);
    }
    return operators;
  },
  { allowEmpty: true },
);
console.log(JSON.stringify(made));
