// Lets the browser run what is waiting (input, paint) before long work goes on: start-up is split into tasks
// shorter than 50 ms instead of one that blocks the main thread (Lighthouse's TBT).
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
