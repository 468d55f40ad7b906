// The command line of the measuring scripts (lighthouse, interactions): the shop's address as the one bare argument
// (http://localhost:3000 when none is given) and `--name value` options.
const args = process.argv.slice(2)

/** The shop the script measures. */
export const baseUrl = args.find((a) => /^https?:/.test(a)) ?? 'http://localhost:3000'

/** The value after `--name`, or the fallback. */
export function option(name: string, fallback: string): string {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback
}
