/** What a log line carries besides its message: ids, counts, and the error under `err`. */
type LogFields = Record<string, unknown>;

/**
 * Where the domain reports what it handles without answering it (a refund that failed, a
 * capture kept on an unissued order). The host injects it: a request's own log (its lines carry
 * the request id) on a request's path, the application's log for background work. The shape is
 * pino's, so the host's loggers fit it as they are.
 */
export interface Logger {
  info(fields: LogFields, message: string): void;
  warn(fields: LogFields, message: string): void;
  error(fields: LogFields, message: string): void;
}
