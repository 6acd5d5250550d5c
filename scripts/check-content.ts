// Validates every content catalogue of both languages; exits 1 with file and field on the first broken entry.
import { validateAllContent } from '../src/content/validate-all.server';

const problems = validateAllContent();
if (problems.length > 0) {
  console.error(problems.join('\n\n'));
  process.exit(1);
}
console.log('content: all catalogues valid in es and en');
