// Whether a value has been true at any render so far. A drawer whose code is a lazy chunk is mounted when it first
// opens and stays mounted after it closes: its closing transition plays, and it opens again without loading.
import { useState } from 'react'

export function useEverTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value)
  // Derived while rendering (React's pattern for state that follows a prop), not in an effect: no extra commit.
  if (value && !seen) setSeen(true)
  return seen || value
}
