// expect: @typescript-eslint/no-floating-promises
// A promise started and dropped: its failure would go unnoticed.
async function save(): Promise<void> {}

export function probe(): void {
  save();
}
