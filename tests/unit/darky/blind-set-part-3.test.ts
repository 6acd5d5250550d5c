/** The blind sets whose number leaves 2 when divided by 4 (tests/unit/darky/support/blind-sets.ts). */
import { describeBlindSets } from './support/blind-sets';

describeBlindSets(2, 4);
