/** Reports a failure the database meets outside any query (a dropped idle connection, the checkpoint worker). */
export type BackgroundFailure = (error: Error, what: string) => void;

/** Without a host's log (scripts, tests): a process warning. */
export const warnBackgroundFailure: BackgroundFailure = (error, what) => process.emitWarning(`${what}: ${error.message}`);
