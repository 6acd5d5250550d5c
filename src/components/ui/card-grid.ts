/** Columns for a grid of cards that never leaves one card alone on the last row of a wide screen. */
export function cardGridColumns(count: number): string {
  // Three a row, unless that leaves one alone (4, 7, 10…): then four a row where there is room (4 → one row,
  // 7 → four and three), two on tablets.
  return count % 3 === 1 && count > 1 ? 'tab:grid-cols-2 xl:grid-cols-4' : 'tab:grid-cols-2 lg:grid-cols-3';
}
