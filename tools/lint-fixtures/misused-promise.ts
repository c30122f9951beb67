// expect: @typescript-eslint/no-misused-promises
// An async callback where nothing awaits it: a rejection becomes unhandled.
export function probe(load: () => Promise<void>): void {
  setTimeout(async () => {
    await load();
  }, 1);
}
