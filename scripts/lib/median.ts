// The measuring scripts' summary of several runs (npm run lighthouse, interactions, load-tasks; the phone budget's
// journey): the middle one, the upper of the two middle ones for an even count.

/** The median of the values. */
export const median = (values: number[]) => medianBy(values, (value) => value)

/** The run whose value is the median: the one to show the parts of. */
export function medianBy<T>(runs: T[], value: (run: T) => number): T {
  return [...runs].sort((a, b) => value(a) - value(b))[Math.floor(runs.length / 2)]!
}
