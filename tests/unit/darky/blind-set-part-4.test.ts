/** The blind sets whose number leaves 3 when divided by 4 (tests/unit/darky/support/blind-sets.ts). */
import { describeBlindSets } from './support/blind-sets';

describeBlindSets(3, 4);
